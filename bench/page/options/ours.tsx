// This library, as its README tells a host to use it.
import { ElicitationDialog, ElicitationForm, warmUpElicitation, type ElicitRequestFormParams } from "../../../src/index.ts";
import type { Schema } from "../schema.ts";
import type { OptionProps } from "./shared.ts";

const benchServer = { name: "bench-server", title: "Benchmark server" };

function request(schema: Schema, message = "Please fill in the form."): ElicitRequestFormParams {
  return { mode: "form", message, requestedSchema: schema as unknown as ElicitRequestFormParams["requestedSchema"] };
}

export function OursForm({ schema, onDone, message, server = benchServer }: OptionProps) {
  return <ElicitationForm server={server} request={request(schema, message)} onRespond={onDone} />;
}

export function OursDialog({ schema, onDone, message, server = benchServer, locale }: OptionProps) {
  return <ElicitationDialog server={server} request={request(schema, message)} onRespond={onDone} locale={locale} />;
}

/** The README: a host that renders the components itself warms them up once at start-up. */
export function startUp() {
  void warmUpElicitation();
}
