import { expect, test } from "vitest";
import { keyToLabel } from "./labels.ts";

test.each<[string, string]>([
  ["checkAlternative", "Check alternative"],
  ["due_date", "Due date"],
  ["name", "Name"],
  ["Name", "Name"],
  ["firstName", "First name"],
  ["first_name", "First name"],
  ["first-name", "First name"],
  ["first.name", "First name"],
  ["FIRST_NAME", "FIRST NAME"],
  ["HTTPServer", "HTTP server"],
  ["userID", "User ID"],
  ["apiURL", "Api URL"],
  ["id", "Id"],
  ["ID", "ID"],
  ["x", "X"],
  ["address2", "Address2"],
  ["line2Address", "Line2 address"],
  ["__private__", "Private"],
  ["snake__double", "Snake double"],
  ["already spaced words", "Already spaced words"],
  ["名字", "名字"],
  ["été_prochain", "Été prochain"],
  ["", ""],
  ["___", "___"],
])("%j -> %j", (key, label) => {
  expect(keyToLabel(key)).toBe(label);
});
