import { spawn } from 'node:child_process';

/**
 * Runs a command without blocking this process (the local registry answers from it), echoing its output
 * with a prefix. Resolves with the output; rejects when the command fails (the error's `output` holds it).
 * @param {string} command @param {string[]} args @param {{ cwd: string; env?: NodeJS.ProcessEnv; label?: string }} options
 */
export function run(command, args, { cwd, env = {}, label = command }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    const echo = (chunk) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n')) if (line.trim()) process.stdout.write(`[${label}] ${line}\n`);
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve(output);
      const error = new Error(`${command} ${args.join(' ')} exited with ${code}`);
      error.output = output; // what a test of a refusal reads
      reject(error);
    });
  });
}
