import type { TestProjectInlineConfiguration } from 'vitest/config';
export function react18Aliases(): { find: RegExp; replacement: string }[];
export function reactVersionProjects(options: {
  include: string[];
  inline?: RegExp[];
}): TestProjectInlineConfiguration[];
