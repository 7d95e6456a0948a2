// The answer-once rule (core/answerOnce.ts) for a component: its status as React state.
import { useRef, useState } from "react";
import { answerOnce, type AnswerOnce, type OnRespond, type RespondStatus } from "../core/answerOnce.ts";

export type { OnRespond, RespondStatus };

export function useRespondOnce(onRespond: OnRespond) {
  const [status, setStatus] = useState<RespondStatus>("open");
  // The latest callback, so a host re-rendering with a new function is still the one called.
  const latest = useRef(onRespond);
  latest.current = onRespond;
  // Made once: `respond` and `isAnswered` stay the same functions, so callbacks that read them do too.
  const answer = useRef<AnswerOnce>(undefined);
  answer.current ??= answerOnce(() => latest.current, setStatus);
  const { respond, isAnswered } = answer.current;
  return { respond, status, isAnswered };
}
