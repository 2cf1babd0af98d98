const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The sign-in mail: short and friendly, plain text and HTML. */
export function magicLinkMail(to: string, link: string, withContent: boolean) {
  // No caller-supplied text goes into the mail: anyone can ask for a link to any address.
  const intro = withContent
    ? 'Click the link below to sign in to ReplyPilot and save your content to your Workspace:'
    : 'Click the link below to sign in to ReplyPilot:';
  const outro =
    'The link works once and expires in one hour. If you did not ask for it, you can ignore this email: nothing happens without a click.';
  return {
    to,
    subject: 'Sign in to ReplyPilot',
    text: `Hi,\n\n${intro}\n\n${link}\n\n${outro}\n\n— ReplyPilot\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">
<p>Hi,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#228be6;color:#fff;border-radius:6px;text-decoration:none">Sign in to ReplyPilot</a></p>
<p style="font-size:13px;color:#555">Or paste this link into your browser:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(outro)}</p>
</body></html>`,
  };
}
