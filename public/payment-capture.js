/*
 * The portal's own payment-capture script (SPEC §2 Shell: loaded from the configured
 * paymentCaptureUrl, this one by default). It checks a card in the browser (Luhn, expiry, security
 * code), names its brand and hands back a token in place of the card: the number and security code
 * never leave the browser (ARCHITECTURE §5). The token stands for the card at our test processor;
 * the test card 4000000000000002 gets a token the processor declines.
 *
 *   window.PortalPaymentCapture.tokenize({ number, expiryMonth, expiryYear, securityCode })
 *     → Promise<{ token, brand, lastFour, expiryMonth: 'MM', expiryYear: 'YYYY' }>
 *     rejects with an Error whose `errors` names the fields that failed: { number?, expiry?, securityCode? }
 */
(function () {
  'use strict';

  var BRANDS = [
    { brand: 'American Express', pattern: /^3[47]/, lengths: [15], cvc: 4 },
    { brand: 'Visa', pattern: /^4/, lengths: [13, 16, 19], cvc: 3 },
    { brand: 'Mastercard', pattern: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, lengths: [16], cvc: 3 },
    { brand: 'Discover', pattern: /^(6011|65|64[4-9])/, lengths: [16, 19], cvc: 3 },
  ];
  /** The test processor declines this card (a Luhn-valid Visa number). */
  var DECLINED_TEST_CARD = '4000000000000002';
  var TOKEN_BYTES = 16;

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

  function fullYear(value) {
    var year = Number(value);
    return year < 100 ? year + 2000 : year;
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
    var year = fullYear(card && card.expiryYear);
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

  function randomHex(bytes) {
    var values = new Uint8Array(bytes);
    window.crypto.getRandomValues(values);
    var hex = '';
    for (var i = 0; i < values.length; i++) hex += (values[i] < 16 ? '0' : '') + values[i].toString(16);
    return hex;
  }

  /** The token for a valid card; rejects, naming the fields, when the card does not validate. */
  function tokenize(card, now) {
    return new Promise(function (resolve, reject) {
      var checked = validate(card, now);
      if (!checked.valid) {
        var error = new Error('The card did not validate.');
        error.errors = checked.errors;
        reject(error);
        return;
      }
      var prefix = digitsOf(card.number) === DECLINED_TEST_CARD ? 'pct_decline_' : 'pct_';
      resolve({
        token: prefix + randomHex(TOKEN_BYTES),
        brand: checked.brand,
        lastFour: checked.lastFour,
        expiryMonth: ('0' + Number(card.expiryMonth)).slice(-2),
        expiryYear: String(fullYear(card.expiryYear)),
      });
    });
  }

  window.PortalPaymentCapture = {
    tokenize: tokenize,
    validate: validate,
    brandOf: function (n) {
      var b = brandOf(n);
      return b ? b.brand : null;
    },
    luhn: function (n) {
      return luhn(digitsOf(n));
    },
  };
})();
