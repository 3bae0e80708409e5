import type { TAdminConfig, TClientConfig, TCountryFooter } from '../../contracts/schemas/config';

/**
 * The two demo publishers (ARCHITECTURE §6): Northwind, English only, the default for
 * localhost; Boréale, bilingual Canadian, on boreale.localhost.
 *
 * Link convention for footer links and navigation items: `protocol` is the URL scheme with its
 * separator ('https://', 'mailto:') and `customUrl` is the rest, so the href is protocol + customUrl.
 */

export interface SeedPublisher {
  globalCode: string;
  magCode: string;
  name: string;
  hosts: string[];
  isDefault: boolean;
  clientConfig: TClientConfig;
  adminConfig: TAdminConfig;
  /** Country files of the alternative footer, by ISO country code. */
  footerCountries: TCountryFooter[];
}

const CUSTOMER_SERVICE_THANK_YOU =
  'Thank You! We have received your message and will reply shortly...normally within 2 business days.';

const northwind: SeedPublisher = {
  globalCode: 'NWM',
  magCode: 'NWM',
  name: 'Northwind Magazines',
  hosts: ['localhost', '127.0.0.1', 'northwind.localhost'],
  isDefault: true,
  clientConfig: {
    Region: 'us',
    url: '/api',
    uuid: '',
    identityPoolId: 'portal:anonymous',
    globalCode: 'NWM',
    magCode: 'NWM',
    resinEnabled: true,
    paymentCaptureUrl: '/payment-capture.js',
    uptimeMonitorUrl: '',
    ciamAuthData: { url: '', realm: 'portal', clientId: 'subscriber-portal' },
    myloConfig: { enabled: true, products: ['NWM', 'NWD'] },
  },
  adminConfig: {
    SignIn: {
      PageTitle: 'Northwind Magazines – Manage Your Subscriptions',
      PageMetaDescription:
        'Manage your Northwind Magazines subscriptions, gifts, orders and payments in one place.',
      Favicon: '/brands/northwind/favicon.svg',
      AccountNumberPostalCodeEnabled: true,
      EmailPostalCodeEnabled: true,
      NameAddressEnabled: true,
      EmailPasswordEnabled: true,
      MyloOnlyEnabled: false,
      RequireSecureSignin: false,
      DefaultLogin: '',
      RecaptchaEnabled: false,
      CaptureEmail: true,
      EmailOptInText: 'Yes, send me news, special offers and reading picks from <strong>Northwind Magazines</strong>.',
      FindAccountHelpImage: '/brands/northwind/label-help.svg',
      ContactCustomerServiceEnabled: true,
      ContactCustomerServiceAttempts: 3,
      ContactCustomerServiceText:
        '<p>Still having trouble finding your account? Call us at <strong>1-800-555-0142</strong> (Monday to Friday, 8 a.m. to 6 p.m. ET) or write to <a href="mailto:service@northwind.example">service@northwind.example</a>.</p>',
      ResinLinkHeader: 'Great! Just one more step.',
      ResinLinkText:
        "Please use one of the options below to link your account. You'll only have to do this once.",
      GuestLoginLayout: 'dropdown',
      // No LoadingText: the translated default ("Just a moment") shows.
    },
    PageFooter: {
      DisclaimerText: '© {year} Northwind Magazines, Inc. All rights reserved.',
      Links: [
        { label: 'Customer Service', selectedRoute: 'customer-service' },
        { label: 'Communication Preferences', selectedRoute: 'preferences' },
        { label: 'Privacy Policy', protocol: 'https://', customUrl: 'www.northwind.example/privacy', newTab: true },
        { label: 'Email Us', protocol: 'mailto:', customUrl: 'service@northwind.example' },
      ],
      CustomFooter: { Enabled: false, FooterUrl: '', CountryBaseUrl: '', BootstrapUrl: '' },
    },
    ThirdPartyIntegrations: { PrimaryAnalyticsId: '', SecondaryAnalyticsId: '' },
    ClientProperties: {
      ClientCode: 'NWM',
      ClientName: 'Northwind Magazines',
      ProductName: 'Northwind Monthly',
      ProdId: 'NWM',
      GlobalCode: 'NWM',
      ProductType: 'Print',
    },
    AvailableActions: {
      Preferences: {
        enableSuspend: true,
        excludeProductOnGCF: [],
        // The remote-login link (machines/rules/remote-login.ts) to a demo care page on this site.
        baseUrl: '/brands/northwind/care.html',
        remoteLoginPageId: 'MYACCOUNT',
        remoteLoginMagCode: 'NWM',
        careType: 'eCare',
        lookupType: 'M',
        returnUrl: '/accounts/summary',
        // No external renewal site: Renew Now and Renew Gift run in the portal (/accounts/renew).
        renewSubUrl: '',
        renewGiftUrl: '',
        makePaymentUrl: '/accounts/payment',
        makeGiftPaymentUrl: '/accounts/payment?gift=true',
        // No gift-card site configured: no "Email Gift Card" link (it used to lead back to this page).
        emailGiftCardUrl: '',
      },
    },
    LiveChat: {
      ChatEnabled: true,
      ChatUrl: '/brands/northwind/chat.html',
      EnabledRoutes: ['SignIn', 'Summary', 'CustomerService', 'Chat', 'Faq'],
      ChatText:
        '<p>Chat with a Northwind agent, <strong>Monday to Friday, 8 a.m. to 6 p.m. ET</strong>. Outside these hours, call 1-800-555-0142 or <a href="/accounts/customer-service">send us a message</a>.</p>',
    },
    PageIntro: [
      {
        route: '*',
        label: 'Manage Your Account',
        description: 'Everything about your Northwind subscriptions, in one place.',
      },
      {
        route: 'login',
        altRoute: 'signin',
        label: 'Welcome to Northwind Magazines',
        description: 'Sign in to manage your subscriptions, gifts, orders and payments.',
      },
      {
        route: 'summary',
        label: 'Account Summary',
        description: 'An overview of your subscriptions, orders and gifts.',
      },
      {
        route: 'subscriptions',
        label: 'My Subscriptions',
        description: 'Suspend or resume delivery, report a missing issue or extend your subscription.',
      },
      { route: 'orders', label: 'Orders', description: 'Track shipments, cancel or return an order.' },
      {
        route: 'gifts',
        label: 'Gift Subscriptions',
        description: 'The gifts you have given and received, and their delivery addresses.',
      },
      {
        route: 'renewals',
        label: 'Renewals',
        description: 'Renew now, or let auto-renew take care of it.',
      },
      { route: 'payment', label: 'Make a Payment', description: 'Pay an open invoice securely.' },
      {
        route: 'wallet',
        label: 'Wallet',
        description: 'The cards on file for your subscriptions. We never store your full card number.',
      },
      {
        route: 'customer-service',
        label: 'Customer Service',
        description: 'Send us a message and we will reply within 2 business days.',
      },
      {
        route: 'preferences',
        label: 'Communication Preferences',
        hideLabel: false,
        description: 'Choose which emails you receive from us.',
      },
      { route: 'resume', label: 'Welcome Back', hideLabel: true, description: 'Your delivery has resumed.' },
      {
        route: 'loginCS',
        label: 'Contact Customer Service',
        description: 'Cannot find your account? Write to us and we will find it for you.',
      },
      { route: 'faq', label: 'Frequently Asked Questions', description: 'Quick answers to the questions readers ask most.' },
      { route: 'chat', label: 'Live Chat', description: 'Talk to a Northwind agent in real time.' },
    ],
    CustomerService: {
      ThankYouMessage: CUSTOMER_SERVICE_THANK_YOU,
      Products: [
        {
          prodIdAlias: 'NWM',
          name: 'Northwind Monthly',
          custServEmailAddress: 'service@northwind.example',
          subjects: [
            { title: 'Missing or damaged issue', prompt: 'Which issue, and what happened to it?' },
            { title: 'Billing question', prompt: 'Please give the invoice number and the amount in question.' },
            { title: 'Change of address', prompt: 'Please give the new address and the date it takes effect.' },
            { title: 'Something else', prompt: 'How can we help?' },
          ],
        },
        {
          prodIdAlias: 'NWB',
          name: 'Northwind Cookbook Club',
          custServEmailAddress: 'books@northwind.example',
          ThankYouMessage:
            'Thank you! The Cookbook Club team has your message and will reply within 2 business days.',
          subjects: [
            { title: 'Shipment question', prompt: 'Which volume is it about?' },
            { title: 'Skip or pause the series', prompt: 'Which shipments would you like to skip?' },
          ],
        },
        {
          prodIdAlias: 'NWD',
          name: 'Northwind Digital',
          custServEmailAddress: 'digital@northwind.example',
          subjects: [
            { title: 'Cannot sign in to the app', prompt: 'Which device and app version do you use?' },
            { title: 'Gift code', prompt: 'Please give the gift code and the recipient email.' },
          ],
        },
        {
          prodIdAlias: 'NWS',
          name: 'Northwind Shop',
          custServEmailAddress: 'shop@northwind.example',
          subjects: [
            { title: 'Where is my order?', prompt: 'Please give the order number.' },
            { title: 'Returns', prompt: 'Which items would you like to return, and why?' },
          ],
        },
      ],
      FaqEntries: [
        {
          question: 'Where do I find my account number?',
          answer: '<p>It is printed <strong>above your name</strong> on the mailing label of every issue.</p>',
        },
        {
          question: 'When will my first issue arrive?',
          answer: '<p>Allow 4 to 6 weeks for your first issue to arrive.</p>',
        },
        {
          question: 'Can I pause delivery while I am away?',
          answer: '<p>Yes: choose <strong>Suspend</strong> on <a href="/accounts/subscriptions">My Subscriptions</a> and pick the date to resume.</p>',
        },
        {
          question: 'How do I reach customer service?',
          answer:
            '<p>Use the <a href="/accounts/customer-service">contact form</a>; we reply within 2 business days. You can also call 1-800-555-0142.</p>',
        },
      ],
    },
    PageHeader: {
      LogoPath: '/brands/northwind/logo.svg',
      LogoAltText: 'Northwind Magazines',
      LogoUrl: '/accounts/summary',
      BannerPath: '/brands/northwind/banner.svg',
      BannerAltText: 'Stories worth the wait, every month.',
      FullWidthLogo: false,
      AccountManagementPath: '/account',
      Navigation: [
        { title: 'Home', protocol: 'https://', customUrl: 'www.northwind.example', newTab: false },
        {
          title: 'Our Magazines',
          children: [
            { title: 'Northwind Monthly', protocol: 'https://', customUrl: 'www.northwind.example/monthly' },
            { title: 'Cookbook Club', protocol: 'https://', customUrl: 'www.northwind.example/cookbook-club' },
            { title: 'Northwind Digital', protocol: 'https://', customUrl: 'www.northwind.example/digital' },
          ],
        },
        { title: 'Give a Gift', protocol: 'https://', customUrl: 'shop.northwind.example/gifts', newTab: true },
      ],
    },
    Branding: { PrimaryColor: '#1b4f8a', Locales: ['en-US'] },
  },
  footerCountries: [],
};

const boreale: SeedPublisher = {
  globalCode: 'BOR',
  magCode: 'BOR',
  name: 'Boréale Magazines',
  hosts: ['boreale.localhost'],
  isDefault: false,
  clientConfig: {
    Region: 'ca',
    url: '/api',
    uuid: '',
    identityPoolId: 'portal:anonymous',
    globalCode: 'BOR',
    magCode: 'BOR',
    resinEnabled: false,
    paymentCaptureUrl: '',
    uptimeMonitorUrl: '',
    ciamAuthData: { url: '', realm: 'portal', clientId: 'subscriber-portal' },
    myloConfig: { enabled: false, products: [] },
  },
  adminConfig: {
    SignIn: {
      PageTitle: { 'en-US': 'Boréale Magazines – My Account', 'fr-CA': 'Magazines Boréale – Mon compte' },
      PageMetaDescription: {
        'en-US': 'Manage your Boréale subscriptions, gifts and orders.',
        'fr-CA': 'Gérez vos abonnements, vos cadeaux et vos commandes Boréale.',
      },
      Favicon: '/brands/boreale/favicon.svg',
      AccountNumberPostalCodeEnabled: true,
      EmailPostalCodeEnabled: true,
      NameAddressEnabled: true,
      EmailPasswordEnabled: false,
      MyloOnlyEnabled: false,
      RequireSecureSignin: false,
      DefaultLogin: 'AccountNumberPostalCode',
      RecaptchaEnabled: true,
      CaptureEmail: false,
      EmailOptInText: {
        'en-US': 'Yes, send me news and offers from Boréale Magazines.',
        'fr-CA': 'Oui, envoyez-moi les nouvelles et les offres des Magazines Boréale.',
      },
      FindAccountHelpImage: '/brands/boreale/label-help.svg',
      ContactCustomerServiceEnabled: true,
      ContactCustomerServiceAttempts: 2,
      ContactCustomerServiceText: {
        'en-US':
          '<p>Can’t find your account? Call us toll-free at <strong>1-888-555-0199</strong>, Monday to Friday, 9 a.m. to 5 p.m. ET.</p>',
        'fr-CA':
          '<p>Vous ne trouvez pas votre compte? Appelez-nous sans frais au <strong>1-888-555-0199</strong>, du lundi au vendredi, de 9 h à 17 h (HE).</p>',
      },
      ResinLinkHeader: { 'en-US': 'Great! Just one more step.', 'fr-CA': 'Parfait! Plus qu’une étape.' },
      ResinLinkText: {
        'en-US': "Please use one of the options below to link your account. You'll only have to do this once.",
        'fr-CA':
          'Veuillez utiliser l’une des options ci-dessous pour associer votre compte. Vous n’aurez à le faire qu’une seule fois.',
      },
      GuestLoginLayout: 'tabs',
      LoadingText: { 'en-US': 'Just a moment', 'fr-CA': 'Un instant' },
    },
    PageFooter: {
      DisclaimerText: {
        'en-US': '© {year} Boréale Magazines Inc. All rights reserved.',
        'fr-CA': '© {year} Magazines Boréale inc. Tous droits réservés.',
      },
      Links: [
        { label: { 'en-US': 'Customer Service', 'fr-CA': 'Service à la clientèle' }, selectedRoute: 'customer-service' },
        {
          label: { 'en-US': 'Privacy', 'fr-CA': 'Confidentialité' },
          protocol: 'https://',
          customUrl: 'www.boreale.example/confidentialite',
          newTab: true,
        },
      ],
      CustomFooter: {
        Enabled: true,
        FooterUrl: '/api/footer/location',
        CountryBaseUrl: '/api/footer/countries/',
        BootstrapUrl: '',
      },
    },
    ThirdPartyIntegrations: { PrimaryAnalyticsId: '', SecondaryAnalyticsId: '' },
    ClientProperties: {
      ClientCode: 'BOR',
      ClientName: 'Boréale Magazines',
      ProductName: 'Boréale',
      ProdId: 'BOR',
      GlobalCode: 'BOR',
      ProductType: 'Print',
    },
    AvailableActions: {
      Preferences: {
        enableSuspend: true,
        excludeProductOnGCF: [],
        // No customer-care site: Boréale shows no remote-login link.
        baseUrl: '',
        remoteLoginPageId: '',
        remoteLoginMagCode: 'BOR',
        careType: 'cdsCare',
        lookupType: 'S',
        returnUrl: '/accounts/summary',
        // No external renewal site: Renew Now and Renew Gift run in the portal (/accounts/renew).
        renewSubUrl: '',
        renewGiftUrl: '',
        makePaymentUrl: '/accounts/payment',
        makeGiftPaymentUrl: '/accounts/payment?gift=true',
        // No gift-card site configured: no "Email Gift Card" link (it used to lead back to this page).
        emailGiftCardUrl: '',
      },
    },
    LiveChat: {
      ChatEnabled: false,
      ChatUrl: '',
      EnabledRoutes: [],
      ChatText: {
        'en-US': '<p>Live chat is coming soon. Until then, call us toll-free at 1-888-555-0199 or write to us.</p>',
        'fr-CA': '<p>Le clavardage arrive bientôt. D’ici là, appelez-nous sans frais au 1-888-555-0199 ou écrivez-nous.</p>',
      },
    },
    PageIntro: [
      {
        route: '*',
        label: { 'en-US': 'My Account', 'fr-CA': 'Mon compte' },
        description: {
          'en-US': 'Your Boréale subscriptions, orders and gifts.',
          'fr-CA': 'Vos abonnements, commandes et cadeaux Boréale.',
        },
      },
      {
        route: 'login',
        altRoute: 'signin',
        label: { 'en-US': 'Welcome to Boréale', 'fr-CA': 'Bienvenue chez Boréale' },
        description: {
          'en-US': 'Find your account with the number printed on your magazine label.',
          'fr-CA': 'Retrouvez votre compte grâce au numéro imprimé sur l’étiquette de votre magazine.',
        },
      },
      {
        route: 'summary',
        label: { 'en-US': 'Account Summary', 'fr-CA': 'Sommaire du compte' },
        description: {
          'en-US': 'An overview of your subscriptions, orders and gifts.',
          'fr-CA': 'Un aperçu de vos abonnements, commandes et cadeaux.',
        },
      },
      {
        route: 'subscriptions',
        label: { 'en-US': 'My Subscriptions', 'fr-CA': 'Mes abonnements' },
        description: {
          'en-US': 'Suspend or resume delivery, or report a missing issue.',
          'fr-CA': 'Suspendez ou reprenez la livraison, ou signalez un numéro manquant.',
        },
      },
      {
        route: 'orders',
        label: { 'en-US': 'Orders', 'fr-CA': 'Commandes' },
        description: {
          'en-US': 'Follow your shipments and manage your orders.',
          'fr-CA': 'Suivez vos envois et gérez vos commandes.',
        },
      },
      {
        route: 'gifts',
        label: { 'en-US': 'Gift Subscriptions', 'fr-CA': 'Abonnements-cadeaux' },
        description: {
          'en-US': 'The gifts you have given and received.',
          'fr-CA': 'Les cadeaux que vous avez offerts et reçus.',
        },
      },
      {
        route: 'renewals',
        label: { 'en-US': 'Renewals', 'fr-CA': 'Renouvellements' },
        description: {
          'en-US': 'Renew your subscription before it ends.',
          'fr-CA': 'Renouvelez votre abonnement avant son échéance.',
        },
      },
      {
        route: 'payment',
        label: { 'en-US': 'Make a Payment', 'fr-CA': 'Effectuer un paiement' },
        description: {
          'en-US': 'Pay an open invoice securely.',
          'fr-CA': 'Réglez une facture en souffrance en toute sécurité.',
        },
      },
      {
        route: 'wallet',
        label: { 'en-US': 'Wallet', 'fr-CA': 'Portefeuille' },
        description: {
          'en-US': 'Your cards on file. We never store your full card number.',
          'fr-CA': 'Vos cartes enregistrées. Nous ne conservons jamais le numéro complet de votre carte.',
        },
      },
      {
        route: 'customer-service',
        label: { 'en-US': 'Customer Service', 'fr-CA': 'Service à la clientèle' },
        description: {
          'en-US': 'Write to us; we reply within 2 business days.',
          'fr-CA': 'Écrivez-nous; nous répondons dans un délai de 2 jours ouvrables.',
        },
      },
      {
        route: 'preferences',
        label: { 'en-US': 'Communication Preferences', 'fr-CA': 'Préférences de communication' },
        description: {
          'en-US': 'Choose which emails you receive from us.',
          'fr-CA': 'Choisissez les courriels que vous recevez de notre part.',
        },
      },
      {
        route: 'loginCS',
        label: { 'en-US': 'Contact Customer Service', 'fr-CA': 'Joindre le service à la clientèle' },
        description: {
          'en-US': 'Cannot find your account? Write to us and we will find it for you.',
          'fr-CA': 'Vous ne trouvez pas votre compte? Écrivez-nous et nous le retrouverons pour vous.',
        },
      },
      {
        route: 'faq',
        label: { 'en-US': 'Frequently Asked Questions', 'fr-CA': 'Foire aux questions' },
        description: {
          'en-US': 'Quick answers to the questions readers ask most.',
          'fr-CA': 'Des réponses rapides aux questions les plus fréquentes.',
        },
      },
      {
        route: 'chat',
        label: { 'en-US': 'Live Chat', 'fr-CA': 'Clavardage' },
        description: {
          'en-US': 'Talk to a Boréale agent in real time.',
          'fr-CA': 'Discutez en direct avec un agent Boréale.',
        },
      },
    ],
    CustomerService: {
      ThankYouMessage: {
        'en-US': CUSTOMER_SERVICE_THANK_YOU,
        'fr-CA':
          'Merci! Nous avons bien reçu votre message et nous vous répondrons sous peu, normalement dans un délai de 2 jours ouvrables.',
      },
      Products: [
        {
          prodIdAlias: 'BOR',
          name: { 'en-US': 'Boréale Magazine', 'fr-CA': 'Magazine Boréale' },
          custServEmailAddress: 'service@boreale.example',
          subjects: [
            {
              title: { 'en-US': 'Missing or damaged issue', 'fr-CA': 'Numéro manquant ou endommagé' },
              prompt: {
                'en-US': 'Which issue, and what happened to it?',
                'fr-CA': 'De quel numéro s’agit-il et que lui est-il arrivé?',
              },
            },
            {
              title: { 'en-US': 'Billing question', 'fr-CA': 'Question de facturation' },
              prompt: {
                'en-US': 'Please give the invoice number and the amount in question.',
                'fr-CA': 'Veuillez indiquer le numéro de la facture et le montant en question.',
              },
            },
            {
              title: { 'en-US': 'Something else', 'fr-CA': 'Autre demande' },
              prompt: { 'en-US': 'How can we help?', 'fr-CA': 'Comment pouvons-nous vous aider?' },
            },
          ],
        },
        {
          prodIdAlias: 'BOC',
          name: { 'en-US': 'Boréale Kitchen Series', 'fr-CA': 'Collection Cuisine Boréale' },
          custServEmailAddress: 'collections@boreale.example',
          subjects: [
            {
              title: { 'en-US': 'Shipment question', 'fr-CA': 'Question sur un envoi' },
              prompt: { 'en-US': 'Which volume is it about?', 'fr-CA': 'De quel volume s’agit-il?' },
            },
          ],
        },
        {
          prodIdAlias: 'BOB',
          name: { 'en-US': 'Boréale Boutique', 'fr-CA': 'Boutique Boréale' },
          custServEmailAddress: 'boutique@boreale.example',
          subjects: [
            {
              title: { 'en-US': 'Where is my order?', 'fr-CA': 'Où est ma commande?' },
              prompt: { 'en-US': 'Please give the order number.', 'fr-CA': 'Veuillez indiquer le numéro de commande.' },
            },
          ],
        },
        {
          prodIdAlias: 'BON',
          name: { 'en-US': 'Boréale Digital', 'fr-CA': 'Boréale numérique' },
          custServEmailAddress: 'numerique@boreale.example',
          subjects: [
            {
              title: { 'en-US': 'Access to the digital edition', 'fr-CA': 'Accès à l’édition numérique' },
              prompt: {
                'en-US': 'Which device do you read on?',
                'fr-CA': 'Sur quel appareil lisez-vous?',
              },
            },
          ],
        },
      ],
      FaqEntries: [
        {
          question: { 'en-US': 'Where do I find my account number?', 'fr-CA': 'Où trouver mon numéro de compte?' },
          answer: {
            'en-US': '<p>It is printed <strong>above your name</strong> on the label of every issue.</p>',
            'fr-CA': '<p>Il est imprimé <strong>au-dessus de votre nom</strong> sur l’étiquette de chaque numéro.</p>',
          },
        },
        {
          question: { 'en-US': 'Do you deliver outside Canada?', 'fr-CA': 'Livrez-vous à l’extérieur du Canada?' },
          answer: {
            'en-US': '<p>Yes, to the United States and to more than 40 other countries.</p>',
            'fr-CA': '<p>Oui, aux États-Unis et dans plus de 40 autres pays.</p>',
          },
        },
        {
          question: { 'en-US': 'How do I reach customer service?', 'fr-CA': 'Comment joindre le service à la clientèle?' },
          answer: {
            'en-US':
              '<p>Use the <a href="/accounts/customer-service">contact form</a>; we reply within 2 business days. You can also call 1-888-555-0199 toll-free.</p>',
            'fr-CA':
              '<p>Utilisez le <a href="/accounts/customer-service">formulaire de contact</a>; nous répondons dans un délai de 2 jours ouvrables. Vous pouvez aussi nous appeler sans frais au 1-888-555-0199.</p>',
          },
        },
      ],
    },
    PageHeader: {
      LogoPath: '/brands/boreale/logo.svg',
      LogoAltText: { 'en-US': 'Boréale Magazines', 'fr-CA': 'Magazines Boréale' },
      LogoUrl: '/accounts/summary',
      FullWidthLogo: true,
      Navigation: [
        {
          title: { 'en-US': 'Our Magazines', 'fr-CA': 'Nos magazines' },
          children: [
            {
              title: { 'en-US': 'Boréale', 'fr-CA': 'Boréale' },
              protocol: 'https://',
              customUrl: 'www.boreale.example/magazine',
            },
            {
              title: { 'en-US': 'Kitchen Series', 'fr-CA': 'Collection Cuisine' },
              protocol: 'https://',
              customUrl: 'www.boreale.example/cuisine',
            },
          ],
        },
        {
          title: { 'en-US': 'Boutique', 'fr-CA': 'Boutique' },
          protocol: 'https://',
          customUrl: 'boutique.boreale.example',
          newTab: true,
        },
      ],
    },
    Branding: { PrimaryColor: '#8a1b3d', Locales: ['en-US', 'fr-CA'] },
    // The fulfilment system composes its names in English around the brand names: French for them.
    DataTexts: {
      'fr-CA': {
        '{product} – {n} issues': '{product} – {n} numéros',
        '{product}, {n} issues': '{product}, {n} numéros',
        '{product} – every {n} months': '{product} – tous les {n} mois',
        '{product}, volume {n}': '{product}, tome {n}',
        '{product} – {n} months': '{product} – {n} mois',
        '{product}, {n} months of digital access': '{product}, {n} mois d’accès numérique',
        '{product}, {n} months transferred from order {order}': '{product}, {n} mois transférés de la commande {order}',
        'Boréale {year} calendar': 'Calendrier Boréale {year}',
      },
    },
  },
  footerCountries: [
    {
      country: 'CA',
      lists: [
        {
          title: 'Nos magazines / Our magazines',
          links: [
            { title: 'Boréale', url: 'https://www.boreale.example/ca/magazine' },
            { title: 'Collection Cuisine / Kitchen Series', url: 'https://www.boreale.example/ca/cuisine' },
            { title: 'Boutique', url: 'https://boutique.boreale.example/ca', style: 'highlight' },
          ],
        },
        {
          title: 'Aide / Help',
          links: [
            { title: 'Nous joindre / Contact us', url: 'https://www.boreale.example/ca/contact' },
            { title: 'Confidentialité / Privacy', url: 'https://www.boreale.example/ca/confidentialite' },
            { title: 'Accessibilité / Accessibility', url: 'https://www.boreale.example/ca/accessibilite' },
          ],
        },
      ],
    },
    {
      country: 'US',
      lists: [
        {
          title: 'Our magazines',
          links: [
            { title: 'Boréale', url: 'https://www.boreale.example/us/magazine' },
            { title: 'Kitchen Series', url: 'https://www.boreale.example/us/kitchen' },
          ],
        },
        {
          title: 'Help',
          links: [
            { title: 'Contact us', url: 'https://www.boreale.example/us/contact' },
            { title: 'Shipping to the United States', url: 'https://www.boreale.example/us/shipping', style: 'bold' },
            { title: 'Privacy', url: 'https://www.boreale.example/us/privacy' },
          ],
        },
      ],
    },
  ],
};

export const SEED_PUBLISHERS: readonly SeedPublisher[] = [northwind, boreale];
