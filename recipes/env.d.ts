// What Vite (vite/client) and Next.js (next-env.d.ts) declare for a host app: a stylesheet import.
declare module "*.css";
