/** Error with the HTTP status, thrown for non-OK API replies (spec section 8 "Generic response not OK"). */
export class ApiError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  if (!res.ok) {
    let message = 'An unexpected error occurred' + (res.statusText ? `: ${res.statusText}` : '');
    try {
      const body = (await res.json()) as { error?: unknown };
      if (typeof body.error === 'string') message = body.error;
    } catch {
      // The body was not JSON; keep the generic message.
    }
    throw new ApiError(message, res.status);
  }
  return (await res.json()) as T;
}
