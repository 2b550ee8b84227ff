// A one-file multipart/form-data body for inject(), as a phone or a browser would post an image.
export function multipart(field: string, filename: string, body: Buffer, type = 'image/jpeg') {
  const boundary = '----lendwelltest';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, body, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
