import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { downloadCsv, filenameFromDisposition } from './download-csv';

const csv = 'time,amount\r\n2030-01-01T00:00:00.000Z,-1.00\r\n';

function csvResponse(disposition?: string) {
  const headers: Record<string, string> = { 'content-type': 'text/csv; charset=utf-8; header=present' };
  if (disposition) headers['content-disposition'] = disposition;
  return new Response(csv, { status: 200, headers });
}

describe('downloadCsv', () => {
  it('sends the session token and saves the file under the name the gateway gives', async () => {
    const fetchImpl = vi.fn(async () => csvResponse(`attachment; filename="betting-record_2030-01-01_2030-04-01.csv"; filename*=UTF-8''betting-record_2030-01-01_2030-04-01.csv`));
    const save = vi.fn();
    const result = await downloadCsv('/api/exports/betting-record.csv?from=2030-01-01', {
      token: 'tok',
      baseUrl: 'https://gw.example',
      merchantCode: 'FORTUNA',
      fetchImpl,
      save,
    });
    expect(fetchImpl).toHaveBeenCalledWith('https://gw.example/api/exports/betting-record.csv?from=2030-01-01', expect.objectContaining({ method: 'GET' }));
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok', 'x-merchant-code': 'FORTUNA' });
    expect(result).toEqual({ filename: 'betting-record_2030-01-01_2030-04-01.csv', bytes: csv.length });
    const [file, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe('betting-record_2030-01-01_2030-04-01.csv');
    expect(await file.text()).toBe(csv);
  });

  it('throws the envelope code of a refusal, NOT_LOGGED_IN without a token, NETWORK when the request fails', async () => {
    const refusal = new Response(JSON.stringify({ success: false, code: 'VALIDATION_FAILED', message: 'from: must not be after to', value: { fields: { from: { key: 'fairness.export_date_order' } } } }), {
      status: 400,
      headers: { 'content-type': 'application/json' },
    });
    const save = vi.fn();
    const error = await downloadCsv('/x.csv', { token: 't', fetchImpl: async () => refusal, save }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, value: { fields: { from: { key: 'fairness.export_date_order' } } } });
    await expect(downloadCsv('/x.csv', { token: null, save })).rejects.toMatchObject({ code: 'NOT_LOGGED_IN' });
    await expect(downloadCsv('/x.csv', { token: 't', save, fetchImpl: async () => Promise.reject(new TypeError('offline')) })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(save).not.toHaveBeenCalled();
  });

  it('saves through a temporary download link in the browser, with the fallback name when none is given', async () => {
    const createObjectURL = vi.fn(() => 'blob:fake');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const result = await downloadCsv('/x.csv', { token: 't', fetchImpl: async () => csvResponse(), fallbackName: 'account-record.csv' });
    expect(result.filename).toBe('account-record.csv');
    expect(clicked).toEqual(['account-record.csv']);
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('reads the file name from either form of Content-Disposition', () => {
    expect(filenameFromDisposition(`attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`)).toBe('résumé.csv');
    expect(filenameFromDisposition('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(filenameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
