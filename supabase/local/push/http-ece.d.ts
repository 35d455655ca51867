// The part of http_ece (RFC 8188, with RFC 8291's Web Push key derivation) the push service uses.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  export type DecryptParams = {
    version: "aes128gcm";
    /** The receiver's key pair; the sender's public key is read from the message header. */
    privateKey: ECDH;
    authSecret: Buffer | string;
  };

  export type EncryptParams = {
    version: "aes128gcm";
    /** The sender's key pair, and the receiver's public key. */
    privateKey: ECDH;
    dh: Buffer | string;
    authSecret: Buffer | string;
  };

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
  export function encrypt(buffer: Buffer, params: EncryptParams): Buffer;

  const ece: { decrypt: typeof decrypt; encrypt: typeof encrypt };
  export default ece;
}
