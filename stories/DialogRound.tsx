// The dialog for one round of the Harness: each round is a new request object with the same schema, so
// "Send the request again" is the server asking again, and opens a fresh dialog (or a restored draft).
import { useMemo } from "react";
import { ElicitationDialog, type ElicitationDialogProps } from "../src/index.ts";

export function DialogRound({ request, round, ...props }: ElicitationDialogProps & { round: number }) {
  const again = useMemo(() => ({ ...request }), [request, round]);
  return <ElicitationDialog {...props} request={again} />;
}
