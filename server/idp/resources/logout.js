// Completes a sign-out the portal asked for with a valid id_token_hint, without a confirmation
// click: the page (server/idp/views.ts) marks itself data-auto-logout="true". An external file,
// because the Content-Security-Policy allows no inline script.
document.addEventListener('DOMContentLoaded', function () {
  if (document.body.getAttribute('data-auto-logout') !== 'true') return;
  var form = document.getElementById('op.logoutForm');
  if (form) form.submit();
});
