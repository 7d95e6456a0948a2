// Which task asks, for a request that came from a task's `input_required` status: the tool whose call
// became the task and the task's status message. Both are the server's plain text, each in a bidi-isolated
// run so that neither can reorder the line around it, and cut so that neither can crowd out the request.
import { Fragment } from "react";
import type { TaskInfo } from "../core/queue/elicit.ts";
import type { Translate } from "../core/i18n/translate.ts";

const SLOT = "\uE000";
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) + "…" : text);

export function TaskLine({ task, t }: { task?: TaskInfo; t: Translate }) {
  if (!task) return null;
  const tool = task.toolName?.trim();
  const parts = tool ? t("taskName", { tool: SLOT }).split(SLOT) : [t("taskUnnamed")];
  return (
    <p className="rme-task" data-task-id={task.taskId}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <bdi className="rme-task-name">{cut(tool!, 120)}</bdi> : null}
        </Fragment>
      ))}
      {task.statusMessage?.trim() ? (
        <>
          {" "}
          <bdi className="rme-task-status">{cut(task.statusMessage, 300)}</bdi>
        </>
      ) : null}
    </p>
  );
}
