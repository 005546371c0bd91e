// The runners this build has, by project language. A language is offered for new projects only once its
// runner exists (docs/decisions.md, "Projects").
import type { NewProjectLanguage } from '@brickyard/core';
import { createJavaScriptRunner } from './javascript.ts';
import { createPythonRunner } from './python.ts';
import type { Runner } from './types.ts';

export const RUNNERS: Partial<Record<NewProjectLanguage, () => Runner>> = {
  javascript: createJavaScriptRunner,
  python: createPythonRunner,
  // Blocks become JavaScript (DECISIONS.md), run in the same sandbox.
  scratch: createJavaScriptRunner,
  mixed: createJavaScriptRunner,
};

/** Web projects run in their live preview (WebPreview.tsx) rather than a runner. */
export const RUNNABLE_LANGUAGES = [...Object.keys(RUNNERS), 'web'] as NewProjectLanguage[];
