/** Vite's (and so vitest's) `import.meta.glob`, the part the fixture index uses. */
export {};

declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { eager: true; import: string }): Record<string, T>;
  }
}
