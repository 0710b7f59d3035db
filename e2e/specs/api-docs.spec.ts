import { ENDPOINTS } from '@portal/contract';
import { expect, test } from '@playwright/test';

/**
 * The API described for integrators (docs/decisions/093): an anonymous visitor opens /api-docs,
 * served by the server outside the web app's router, and Swagger UI renders the OpenAPI document
 * made from the contract's endpoints, with no CSP violation on the way.
 */
test('/api-docs renders the OpenAPI document for an anonymous visitor', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  const doc = await (await page.request.get('/backend/api/openapi.json')).json();
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toHaveLength(Object.keys(ENDPOINTS).length);

  await page.goto('/api-docs');
  // Not the web app's login redirect: the viewer itself, with the document's title and sections.
  await expect(page).toHaveURL(/\/api-docs$/);
  await expect(page.getByRole('heading', { name: /PORTAL BSKI API/ })).toBeVisible();
  const auth = page.locator('[data-tag="Auth"]');
  await expect(auth).toBeVisible();
  // A section opens on its operations; one opens with its summary, body and responses.
  await auth.click();
  const login = page.locator('#operations-Auth-authLogin');
  await expect(login).toContainText('/backend/api/auth/login.php');
  await expect(login).toContainText('Sign in');
  await login.locator('.opblock-summary-control').click();
  await expect(login.locator('.opblock-summary-control')).toHaveAttribute('aria-expanded', 'true');
  await expect(login.getByText(/INVALID_CREDENTIALS/).first()).toBeVisible();
  expect(violations).toEqual([]);
});
