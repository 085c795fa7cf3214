import { TOKEN_HEADER } from '@umka/contracts';
import { baseURL, DEMO } from './browser.ts';

/**
 * Turns maintenance off straight through the API. Only a safety net for the maintenance journey:
 * every spec file shares one server, so a journey failing half-way must not leave the platform closed.
 */
export async function ensureMaintenanceOff(): Promise<void> {
  const login = await fetch(`${baseURL()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.admin, password: DEMO.password }),
  });
  const token = login.headers.get(TOKEN_HEADER);
  if (!token) throw new Error(`admin login failed with ${login.status}`);
  const response = await fetch(`${baseURL()}/api/admin/maintenance`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ enabled: false }),
  });
  if (!response.ok) throw new Error(`switching maintenance off failed with ${response.status}`);
}
