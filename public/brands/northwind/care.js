// The demo customer-care page: reads what the portal's remote-login link carries (see
// machines/rules/remote-login.ts) and offers the way back. A real care site would sign the
// subscriber in with `ac` (account number and postal code separated by a pipe, base64url).
(function () {
  var query = new URLSearchParams(window.location.search);
  function decode(ac) {
    try {
      return atob(ac.replace(/-/g, '+').replace(/_/g, '/')).split('|')[0] || 'unknown';
    } catch (error) {
      return 'unknown';
    }
  }
  document.getElementById('account').textContent = decode(query.get('ac') || '');
  document.getElementById('link-type').textContent = query.get('linkType') || 'unknown';
  document.getElementById('lookup-type').textContent = query.get('lookupType') || 'unknown';
  var back = query.get('returnUrl') || '';
  // Only back to this site: the demo is no open redirect.
  if (back.indexOf(window.location.origin + '/') === 0) document.getElementById('return').href = back;
})();
