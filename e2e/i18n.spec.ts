// The zh-CN catalogue: every visible string of the dialog in Simplified Chinese, the answers unchanged.
import { expect, test } from "@playwright/test";
import { expectAnswerCount, expectSingleAnswer, openStory } from "./story.ts";

test("buttons, title and errors in Chinese", async ({ page }) => {
  const dialog = await openStory(page, "simplified-chinese", /GitHub/);
  await expect(dialog).toHaveAccessibleName("来自 GitHub 的请求");
  await expect(dialog.getByRole("button", { name: "提交" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "拒绝" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "关闭" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Submit" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Decline" })).toHaveCount(0);

  await dialog.getByRole("button", { name: "提交" }).click();
  await expect(dialog.getByLabel("Username")).toHaveAccessibleDescription(/请填写此字段。/);
  await expect(dialog.getByLabel("Username")).toBeFocused();
  await expectAnswerCount(page, 0);

  await dialog.getByRole("button", { name: "拒绝" }).click();
  await expectSingleAnswer(page, { action: "decline" });
});

test("accept in Chinese sends the same content", async ({ page }) => {
  const dialog = await openStory(page, "simplified-chinese", /GitHub/);
  await dialog.getByLabel("Username").fill("ada");
  await dialog.getByLabel("Email").fill("ada@example.com");
  await dialog.getByRole("spinbutton", { name: "Age" }).fill("36");
  await dialog.getByRole("button", { name: "提交" }).click();
  await expectSingleAnswer(page, { action: "accept", content: { username: "ada", email: "ada@example.com", age: 36 } });
});
