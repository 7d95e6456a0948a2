// One elicitation request, chosen by `?form=`, and what the host received, shown on the page: the answer,
// and every refusal the page's policy reported (the proof that Ajv's code generation was refused).
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { ElicitationDialog, type ElicitResult } from "../../../dist/index.js";
import "../../../dist/styles.css";
import { allForms } from "../../../stories/fixtures.ts";

const refusals: string[] = [];
document.addEventListener("securitypolicyviolation", (event) => {
  refusals.push(`${event.effectiveDirective} ${event.blockedURI}`);
});

// A pattern valid only without the `u` flag, as a real server wrote it.
const slug = {
  server: { name: "slugs" },
  request: {
    mode: "form" as const,
    message: "Name the page.",
    requestedSchema: { type: "object" as const, properties: { slug: { type: "string" as const, title: "Slug", pattern: "^[\\w-.]+$" } } },
  },
};
const forms = { ...allForms, slug };

const name = new URLSearchParams(location.search).get("form") ?? "everyKind";
const fixture = forms[name as keyof typeof forms];

function Host() {
  const [answer, setAnswer] = useState<ElicitResult>();
  const [seen, setSeen] = useState<string[]>([]);
  useEffect(() => {
    const update = () => setSeen([...refusals]);
    document.addEventListener("securitypolicyviolation", update);
    update();
    return () => document.removeEventListener("securitypolicyviolation", update);
  }, []);
  return (
    <>
      {answer ? null : <ElicitationDialog server={fixture.server} request={fixture.request} onRespond={setAnswer} />}
      <h2>Answer</h2>
      <pre aria-label="Answer">{answer ? JSON.stringify(answer) : ""}</pre>
      <h2>Refused by the policy</h2>
      <pre aria-label="Refused">{seen.join("\n")}</pre>
    </>
  );
}

createRoot(document.getElementById("root")!).render(<Host />);
