// Loaded into a server instance by bench/http-load when CPU_PROF names a folder (NODE_OPTIONS=--import;
// node refuses --cpu-prof there): profiles the whole life of the instance with the inspector and writes
// a .cpuprofile (open it in Chrome DevTools) when the process exits. Never loaded outside the benchmark.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.CPU_PROF;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  // The main thread's inspector session answers synchronously, so this runs to the end inside 'exit'.
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error)
        writeFileSync(
          path.join(dir, `${process.env.CPU_PROF_NAME ?? 'instance'}-${process.pid}.cpuprofile`),
          JSON.stringify(result.profile),
        );
    });
  });
}
