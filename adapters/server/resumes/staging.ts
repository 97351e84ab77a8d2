/**
 * The s3 upload method's staging area, apart from its S3 implementation (./s3.ts) so that nothing loads the AWS
 * SDK unless an S3-compatible store is configured.
 */

/** How long a presigned PUT URL works, in seconds: long enough for 5 MB on a slow uplink. */
export const PRESIGNED_PUT_SECONDS = 15 * 60

/** The prefix of objects the browser PUT and the server has not checked yet; accepted ones move to RESUMES_PREFIX. */
export const INCOMING_PREFIX = 'incoming/'
export const RESUMES_PREFIX = 'resumes/'

/** Where the browser PUTs a file for the s3 upload method, and what the server then does with that object. */
export interface UploadStaging {
  /** The origin presigned URLs point at (the page's CSP connect-src must name it). */
  readonly origin: string
  /** A new object key under INCOMING_PREFIX and a URL that PUTs exactly `size` bytes to it, with the headers to send. */
  presignPut(size: number): Promise<{ readonly key: string; readonly url: string; readonly headers: { readonly 'Content-Type': string } }>
  /** The object's size, or null when there is none. */
  size(key: string): Promise<number | null>
  /** The object's bytes, or null when there are none or more than `maxBytes` came. */
  get(key: string, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null>
  delete(key: string): Promise<void>
}

