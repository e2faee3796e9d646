import S3rver from '@20minutes/s3rver';
import path from 'node:path';

/** One request the server received: its method, object key, status, and when it arrived and was answered. */
export interface S3Request {
  method: string;
  key: string;
  status: number;
  /** The region the request was signed for (in its Authorization header); '' if unsigned. */
  region: string;
  /** Positions on one clock shared by every arrival and answer, so orders can be compared. */
  arrived: number;
  answered: number;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API, and website hosting for a bucket given a
 * website configuration) on 127.0.0.1, storing its objects as files under `directory`.
 */
export async function startS3Server(directory: string, bucket: string) {
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await s3rver.run();
  const requests: S3Request[] = [];
  let clock = 0;
  let stopWhen: ((request: S3Request) => boolean) | undefined;
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= s3rver.close();
    return stopped;
  };
  s3rver.httpServer.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', 'http://s3');
    const entry = {
      method: request.method ?? '',
      key: decodeURIComponent(url.pathname.slice(`/${bucket}/`.length)),
      status: 0,
      region: /Credential=[^/]+\/\d+\/([^/]+)\//.exec(request.headers.authorization ?? '')?.[1] ?? '',
      arrived: clock++,
      answered: Number.POSITIVE_INFINITY,
    };
    requests.push(entry);
    response.on('finish', () => {
      entry.status = response.statusCode;
      entry.answered = clock++;
      // Stops listening at once: the next connection is refused, as from a server that went down.
      if (stopWhen?.(entry)) void stop();
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    /** The bucket's site, as a browser gets it from the server's website hosting. */
    site: `${endpoint}/${bucket}`,
    requests,
    /** The file that holds an object's bytes (s3rver's own layout). */
    objectFile: (key: string) => path.join(directory, bucket, `${key}._S3rver_object`),
    stop,
    /** Stops the server as soon as it has answered a request that `which` picks. */
    stopAfter(which: (request: S3Request) => boolean) {
      stopWhen = which;
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
