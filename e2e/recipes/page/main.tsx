// Runs one recipe from recipes/, as written, by its folder's name: `?recipe=vite-app|sdk-v1|several-servers|ai-sdk`.
// vite-app's main.tsx is an entry point already (it renders itself in <StrictMode>, into #root); the others
// export <App /> for the host's own entry point, which renders it here in <StrictMode>, as a Vite app's does.
import { StrictMode, type ComponentType } from "react";
import { createRoot } from "react-dom/client";

const apps: Record<string, () => Promise<{ App: ComponentType }>> = {
  "sdk-v1": () => import("../../../recipes/sdk-v1/App.tsx"),
  "several-servers": () => import("../../../recipes/several-servers/App.tsx"),
  "ai-sdk": () => import("../../../recipes/ai-sdk/App.tsx"),
};

const recipe = new URLSearchParams(location.search).get("recipe") ?? "";
if (recipe === "vite-app") {
  await import("../../../recipes/vite-app/main.tsx");
} else if (apps[recipe]) {
  const { App } = await apps[recipe]();
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} else {
  throw new Error(`no recipe "${recipe}"`);
}
