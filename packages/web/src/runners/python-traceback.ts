// Python tracebacks as a student should read them: only the frames of their own file (main.py), and the line
// the error is on. Pyodide's own frames (how it ran the code) are left out.

export const PYTHON_FILE = 'main.py';

const FRAME = /^ {2}File "([^"]+)", line (\d+)/;

/** The traceback without Pyodide's frames, and the student's line of the error (null when not in main.py). */
export const cleanTraceback = (message: string): { text: string; line: number | null } => {
  const lines = message.replace(/\s+$/, '').split('\n');
  const kept: string[] = [];
  let line: number | null = null;
  let keepingFrame = false;
  for (const text of lines) {
    const frame = FRAME.exec(text);
    if (frame) {
      keepingFrame = frame[1] === PYTHON_FILE;
      if (keepingFrame) {
        line = Number(frame[2]);
        kept.push(text);
      }
      continue;
    }
    // A frame's source line and its markers are indented under it; the rest (the heading, the exception)
    // is not.
    if (text.startsWith('    ')) {
      if (keepingFrame) kept.push(text);
      continue;
    }
    keepingFrame = false;
    kept.push(text);
  }
  return { text: kept.join('\n'), line };
};
