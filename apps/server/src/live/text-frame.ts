/**
 * A websocket text frame (RFC 6455 §5.2) holding `payload`: FIN, opcode 1, unmasked (a server
 * never masks), no compression. The bytes `ws` itself writes for `send(payload, {binary:
 * false})` with permessage-deflate off, built once per message so the hub writes the same
 * buffer to every subscriber's socket instead of framing it again for each (decision 0040).
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 0x10000 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 0x10000) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 0x1_0000_0000), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  payload.copy(frame, headerLength);
  return frame;
}
