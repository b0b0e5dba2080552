// Where the browser sends leads: the server's own mode, passed in the boot data. In mock mode
// (LEADS_MODE=mock, spec section 7 "POST /api/leads (or /mock/leads in mock mode)") leads go to
// /mock/leads, which validates them and answers an id without storing or delivering anything.
export type LeadsMode = 'server' | 'mock';

let mode: LeadsMode = 'server';

/** Called once by the browser entry with the boot data's mode. */
export function setLeadsMode(next: LeadsMode | undefined): void {
  mode = next === 'mock' ? 'mock' : 'server';
}

export function leadsMode(): LeadsMode {
  return mode;
}
