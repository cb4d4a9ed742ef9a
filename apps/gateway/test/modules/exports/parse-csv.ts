/**
 * An RFC 4180 reader written for the tests, apart from the gateway's writer: records end with CRLF,
 * a quoted field may hold commas, CR, LF and doubled quotes. Throws on anything else (a bare quote
 * inside an unquoted field, a quote not followed by a separator), so a malformed file fails the test.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
        if (text[i] === '"' || text[i] === '\n') throw new Error(`bare ${JSON.stringify(text[i])} in an unquoted field at ${i}`);
        field += text[i++];
      }
    }
    record.push(field);
    if (text[i] === ',') {
      i++;
    } else if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else {
      throw new Error(`expected a comma or CRLF at ${i}`);
    }
  }
  const width = records[0]?.length ?? 0;
  for (const [n, r] of records.entries()) if (r.length !== width) throw new Error(`record ${n} has ${r.length} fields, the header ${width}`);
  return records;
}

/** The records after the header as objects keyed by the header's names. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}
