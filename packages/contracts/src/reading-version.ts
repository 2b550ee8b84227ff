// The line over a legal text's Filipino reading version (decision 132). A module of its own: only the legal
// pages and the server's documents need it, so it stays out of the chunk every borrower route loads.
/**
 * The line at the top of every Filipino reading version of a legal text (decision 132): the English is the
 * official text. The server's documents and the web app's legal pages print the same words.
 */
export const READING_VERSION_NOTICE =
  'Salin sa Filipino para sa pagbasa. Ang bersyong Ingles ang opisyal at siyang masusunod.';
