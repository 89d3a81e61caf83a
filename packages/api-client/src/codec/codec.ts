/** What an enc codec needs from the client: the platform's RSA public key, fetched once when not configured. */
export interface EncCodecContext {
  /** SPKI public key, base64 (from the brand configuration of `/wps/system/status`). */
  getPublicKey(): Promise<string>;
}

/** An encrypted body ready to send: the text body and the headers that let the platform open it. */
export interface EncodedBody {
  body: string;
  headers: Record<string, string>;
}

/** Turns the JSON payload of an `enc` call into what goes on the wire; pluggable per platform. */
export interface EncCodec {
  encode(payload: unknown, context: EncCodecContext): Promise<EncodedBody>;
}
