// Which task asks, for a request that came from a task's `input_required` status: the tool whose call
// became the task and the task's status message. Both are the server's plain text, each in a bidi-isolated
// run so that neither can reorder the line around it, and cut so that neither can crowd out the request.
import type { TaskInfo } from "../core/elicit/elicit.ts";
import type { Translate } from "../core/i18n/translate.ts";
import { withRun } from "./ServerHeading.tsx";

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) + "…" : text);

export function TaskLine({ task, t }: { task?: TaskInfo; t: Translate }) {
  if (!task) return null;
  const tool = task.toolName?.trim();
  return (
    <p className="rme-task" data-task-id={task.taskId}>
      {tool ? withRun(t, "taskName", "tool", <bdi className="rme-task-name">{cut(tool, 120)}</bdi>) : t("taskUnnamed")}
      {task.statusMessage?.trim() ? (
        <>
          {" "}
          <bdi className="rme-task-status">{cut(task.statusMessage, 300)}</bdi>
        </>
      ) : null}
    </p>
  );
}
