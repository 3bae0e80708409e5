/*
 * The portal's own payment-capture script (SPEC §2 Shell: loaded from the configured
 * paymentCaptureUrl). It checks a card in the browser (Luhn, expiry, security code) and names its
 * brand, so that no card number reaches the gateway unchecked. Tokenisation through the gateway
 * is added with the payments work; until then the script only validates.
 */
(function () {
  'use strict';

  var BRANDS = [
    { brand: 'AMEX', pattern: /^3[47]/, lengths: [15], cvc: 4 },
    { brand: 'VISA', pattern: /^4/, lengths: [13, 16, 19], cvc: 3 },
    { brand: 'MC', pattern: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, lengths: [16], cvc: 3 },
    { brand: 'DISC', pattern: /^(6011|65|64[4-9])/, lengths: [16, 19], cvc: 3 },
  ];

  function digitsOf(number) {
    return String(number || '').replace(/[\s-]/g, '');
  }

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return digits.length > 0 && sum % 10 === 0;
  }

  function brandOf(number) {
    var digits = digitsOf(number);
    for (var i = 0; i < BRANDS.length; i++) if (BRANDS[i].pattern.test(digits)) return BRANDS[i];
    return null;
  }

  /** Returns { valid, brand, lastFour, errors: { number?, expiry?, securityCode? } }. */
  function validate(card, now) {
    var today = now || new Date();
    var errors = {};
    var digits = digitsOf(card && card.number);
    var brand = brandOf(digits);
    if (!/^\d+$/.test(digits) || !brand || brand.lengths.indexOf(digits.length) < 0 || !luhn(digits)) {
      errors.number = 'invalid';
    }
    var month = Number(card && card.expiryMonth);
    var year = Number(card && card.expiryYear);
    if (year < 100) year += 2000;
    var expired = year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1);
    if (!(month >= 1 && month <= 12) || !year || expired) errors.expiry = 'invalid';
    var code = String((card && card.securityCode) || '');
    if (!/^\d+$/.test(code) || code.length !== (brand ? brand.cvc : 3)) errors.securityCode = 'invalid';
    return {
      valid: Object.keys(errors).length === 0,
      brand: brand ? brand.brand : null,
      lastFour: digits.slice(-4),
      errors: errors,
    };
  }

  window.PortalPaymentCapture = { validate: validate, brandOf: function (n) { var b = brandOf(n); return b ? b.brand : null; }, luhn: function (n) { return luhn(digitsOf(n)); } };
})();
