// Filipino for the server's refusals: the texts the host app shares (packages/contracts), as this app's lazily
// loaded catalogue chunk (decision 047).
export { default } from '@lendwell/contracts/refusal-texts.fil';
