// The parts of s3rver (its maintained fork, which ships no types) that tests/support/s3-server.ts uses.
declare module '@20minutes/s3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address: string;
    port: number;
    silent: boolean;
    /** Where buckets and objects are stored, one file per object. */
    directory: string;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    readonly httpServer: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
