// Whether any form has been shown in this page: once one has, its code is warm, and a warm-up (warmUp.tsx)
// would only run the same code again, beside the real request.
let shown = false;

export function markFormShown(): void {
  shown = true;
}

export function anyFormShown(): boolean {
  return shown;
}
