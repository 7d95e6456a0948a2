// Which task asks, as a person sees it in real Chromium: under the heading of a request from a task, in the
// modal and inline, in English and Chinese; the server's words (the tool's name, the status message) as plain
// text that cannot reorder the line; nothing for a request no task asked; axe finds nothing.
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import "../styles.css";
import { axeViolations } from "../../test/browserHelpers.ts";
import { ElicitationDialog, ElicitationForm, UrlElicitationPrompt, type ElicitRequestFormParams, type TaskInfo } from "../index.ts";

afterEach(() => cleanup());

const server = { name: "deployer", title: "Deployer" };
const request: ElicitRequestFormParams = {
  mode: "form",
  message: "Deploy to production?",
  requestedSchema: { type: "object", properties: { go: { type: "boolean", title: "Deploy now" } } },
};
const task: TaskInfo = { taskId: "t-1", toolName: "deploy", statusMessage: "Waiting for approval" };

describe("the task line", () => {
  test("the modal names the task and its status under the heading, and axe finds nothing", async () => {
    render(<ElicitationDialog server={server} request={request} task={task} onRespond={vi.fn()} />);
    const dialog = page.getByRole("dialog", { name: "Request from Deployer" });
    await expect.element(dialog.getByText("Task: deploy. Waiting for approval")).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  test("inline, in Chinese, and for a URL request", async () => {
    render(
      <>
        <ElicitationForm server={server} request={request} task={task} locale="zh-CN" onRespond={vi.fn()} />
        <UrlElicitationPrompt
          server={server}
          request={{ mode: "url", message: "Sign in", url: "https://auth.example.com/login", elicitationId: "e1" }}
          task={{ taskId: "t-2" }}
          onRespond={vi.fn()}
        />
      </>,
    );
    await expect.element(page.getByText("任务：deploy。 Waiting for approval")).toBeVisible();
    await expect.element(page.getByRole("dialog").getByText("A running task asks.")).toBeVisible();
  });

  test("a tool name with bidi controls cannot reorder the line, and no task means no line", async () => {
    const { container, rerender } = render(
      <ElicitationForm server={server} request={request} task={{ taskId: "t-3", toolName: "\u202Eyolped", statusMessage: "\u202Edone" }} onRespond={vi.fn()} />,
    );
    const line = container.querySelector(".rme-task")!;
    // Each piece of the server's text in its own isolated run, so the sentence's own words stay in order.
    expect([...line.querySelectorAll("bdi")].map((run) => run.textContent)).toEqual(["\u202Eyolped", "\u202Edone"]);
    expect(line.textContent!.startsWith("Task: ")).toBe(true);
    rerender(<ElicitationForm server={server} request={request} onRespond={vi.fn()} />);
    await expect.element(page.getByText("Deploy to production?")).toBeVisible();
    expect(page.getByText(/^Task: /).elements()).toEqual([]);
  });
});

test("spaced as the heading's own lines: as close under it as the server's version, the message as far below it as below a heading with no task", async () => {
  const versioned = { ...server, version: "2.1.0" };
  const gaps = () => {
    const dialog = page.getByRole("dialog").element();
    // Where each line's text is, its padding left out.
    const box = (selector: string) => {
      const range = document.createRange();
      range.selectNodeContents(dialog.querySelector(selector)!);
      return range.getBoundingClientRect();
    };
    return { box, message: box(".rme-message").top };
  };
  render(<ElicitationDialog server={versioned} request={request} onRespond={vi.fn()} />);
  await expect.element(page.getByRole("dialog")).toBeVisible();
  const plain = gaps();
  const underHeading = plain.message - plain.box(".rme-heading").bottom;
  const versionGap = plain.box(".rme-server-version").top - plain.box(".rme-title").bottom;
  cleanup();

  render(<ElicitationDialog server={versioned} request={request} task={task} onRespond={vi.fn()} />);
  await expect.element(page.getByRole("dialog")).toBeVisible();
  const tasked = gaps();
  // Within a pixel: the lines' text differs in size, and so in the leading around it.
  expect(Math.abs(tasked.box(".rme-task").top - tasked.box(".rme-heading").bottom - versionGap)).toBeLessThanOrEqual(1);
  expect(Math.abs(tasked.message - tasked.box(".rme-task").bottom - underHeading)).toBeLessThanOrEqual(1);
});
