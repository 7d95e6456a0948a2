// This library, as its README tells a host to use it.
import { ElicitationDialog, ElicitationForm, type ElicitRequestFormParams } from "../../../src/index.ts";
import type { Schema } from "../schema.ts";
import type { OptionProps } from "./shared.ts";

const server = { name: "bench-server", title: "Benchmark server" };

function request(schema: Schema): ElicitRequestFormParams {
  return { mode: "form", message: "Please fill in the form.", requestedSchema: schema as unknown as ElicitRequestFormParams["requestedSchema"] };
}

export function OursForm({ schema, onDone }: OptionProps) {
  return <ElicitationForm server={server} request={request(schema)} onRespond={onDone} />;
}

export function OursDialog({ schema, onDone }: OptionProps) {
  return <ElicitationDialog server={server} request={request(schema)} onRespond={onDone} />;
}
