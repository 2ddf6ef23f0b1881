/** Text for HTML, in an attribute value or between tags: `& " < >` written as character references. */
export const escapeHtml = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside <script>: no "<" (neither "</script>" nor "<!--" can end or change it). */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
