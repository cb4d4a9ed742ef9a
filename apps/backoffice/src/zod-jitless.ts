import * as z from 'zod/mini';

// Imported first by main.tsx. The CSP has no 'unsafe-eval' and requires Trusted Types, so zod must
// never probe `new Function`: it probes when the first object schema is built, and the shared brand
// tokens build theirs at import time, before the API client would switch the probe off.
z.config({ jitless: true });
