// The bot check of the sign-in page once an account was tried too often (issue 16): finds the
// number n with SHA-256(salt + n) = challenge, as the portal's own check does
// (src/features/bot-check/solve.ts), writes the signed solution into the form and enables its
// button. An external file, because the Content-Security-Policy allows no inline script.
document.addEventListener('DOMContentLoaded', function () {
  var holder = document.getElementById('bot-check');
  if (!holder || !window.crypto || !window.crypto.subtle) return;
  var challenge = JSON.parse(holder.getAttribute('data-challenge'));
  var input = document.getElementById('botCheck');
  var button = document.getElementById('sign-in-button');
  var status = document.getElementById('bot-check-status');
  var encoder = new TextEncoder();
  var target = challenge.challenge;
  function hex(buffer) {
    return Array.prototype.map.call(new Uint8Array(buffer), function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  function batch(first) {
    var last = Math.min(first + 249, challenge.maxNumber);
    var digests = [];
    for (var n = first; n <= last; n++) digests.push(window.crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + n)));
    return Promise.all(digests).then(function (all) {
      for (var i = 0; i < all.length; i++) {
        if (hex(all[i]) === target) return first + i;
      }
      if (last >= challenge.maxNumber) return -1;
      return new Promise(function (resolve) { setTimeout(resolve, 0); }).then(function () { return batch(last + 1); });
    });
  }
  batch(0).then(function (number) {
    if (number < 0) return;
    var solution = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: number, salt: challenge.salt, signature: challenge.signature };
    input.value = btoa(JSON.stringify(solution));
    button.disabled = false;
    status.textContent = holder.getAttribute('data-verified');
  });
});
