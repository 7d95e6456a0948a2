// A host's own field component (the `components` prop) may throw. React then unmounts everything up to
// the nearest error boundary: without this one, the whole dialog with its Decline and Close, and the
// server would wait for an answer that never comes. The fields give way to an alert; the actions stay,
// without Submit, since what is sent must be what the person saw.
import { Component, type ReactNode } from "react";
import type { Translate } from "../core/i18n/translate.ts";
import { UnsupportedSchemaAlert } from "./UnsupportedSchemaAlert.tsx";

interface FieldsBoundaryProps {
  children: ReactNode;
  t: Translate;
  onError: () => void;
}

export class FieldsBoundary extends Component<FieldsBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? <UnsupportedSchemaAlert t={this.props.t} /> : this.props.children;
  }
}
