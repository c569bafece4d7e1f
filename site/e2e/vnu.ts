/** The W3C validator (vnu, run offline from the vnu-jar package) over saved server HTML, for the validity specs. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';

const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

const vnuReport = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      url: z.string().optional(),
      lastLine: z.number().optional(),
      lastColumn: z.number().optional(),
      message: z.string(),
      extract: z.string().optional(),
    }),
  ),
});

export type VnuMessage = z.infer<typeof vnuReport>['messages'][number];

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Runs the validator once over every file (one JVM start) and returns its error messages. */
export const validateHtml = (files: string[]) =>
  new Promise<VnuMessage[]>((resolve, reject) => {
    execFile('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], { maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      // vnu writes its report to stderr and exits 1 when it finds errors; anything else is a failure to run.
      const parsed = vnuReport.safeParse(parseJson(stderr || stdout));
      if (parsed.success) resolve(parsed.data.messages);
      else reject(new Error(`The validator did not report (is Java 17 installed?): ${error?.message ?? ''} ${stderr}`));
    });
  });
