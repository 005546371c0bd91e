// Running a project (ProjectPage.tsx): its runner by language, a web project's preview refreshed instead,
// blocks run as the JavaScript they make, and a Python program's input typed before the run where the page
// cannot wait for it.
import type { NewProjectLanguage, ProjectFile, ProjectView } from '@brickyard/core';
import { useState } from 'react';
import { RUNNERS } from '../../runners/index.ts';
import { useCodeRun } from '../../runners/use-code-run.ts';

const noRunner = () => {
  throw new Error('No runner for this language');
};

export function useProjectRun(language: ProjectView['language']) {
  const makeRunner = RUNNERS[language as NewProjectLanguage] ?? noRunner;
  const web = language === 'web';
  const blocks = language === 'scratch' || language === 'mixed';
  const runnable = language in RUNNERS || web;
  // The JavaScript the blocks make, which their Run runs.
  const [generated, setGenerated] = useState('');
  const [webRefresh, setWebRefresh] = useState(0);
  const code = useCodeRun(makeRunner, { preload: language === 'python' });
  // Without cross-origin isolation a Python program cannot wait for typing: its input is given before the run.
  const inputsFirst = language === 'python' && !window.crossOriginIsolated;
  const [inputs, setInputs] = useState('');

  const run = (file: ProjectFile | undefined) => {
    if (web) setWebRefresh((n) => n + 1);
    else if (blocks) void code.run(generated);
    else if (file) void code.run(file.content, inputsFirst && inputs !== '' ? inputs.split('\n') : []);
  };

  return {
    web,
    blocks,
    runnable,
    code,
    generated,
    setGenerated,
    webRefresh,
    inputsFirst,
    inputs,
    setInputs,
    run,
  };
}

export type ProjectRun = ReturnType<typeof useProjectRun>;
