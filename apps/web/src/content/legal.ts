/**
 * The legal pages (/privacy and /terms, spec section 2: static legal text; contact by e-mail
 * {email}; the privacy text says the service is not directed to under 13s). Edited by the
 * operator, ideally with a lawyer: the defaults describe what this code base actually does
 * (what it stores, which cookies it sets, which providers it can call), nothing more.
 *
 * In any text, `{email}` becomes a mail link to the support address (content/marketing.ts
 * `brand.contactEmail`). A block is a paragraph (string) or a bullet list (`{ list }`).
 */
export type LegalBlock = string | { list: readonly string[] };
export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };
export type LegalDocument = {
  title: string;
  /** Operator: change the date whenever the text changes. */
  lastUpdated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
};

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'November 22, 2026',
  intro: [
    'GitSignals turns the public code-repository activity of Web3 projects into plain-English daily signals, agent insights, technology stacks and project contacts. This policy explains what personal information we handle when you visit or use GitSignals, why, and the choices you have.',
    'Questions about this policy or your information? Write to {email}.',
  ],
  sections: [
    {
      id: 'public-data',
      heading: 'The public data the service reads',
      blocks: [
        'GitSignals reads public git repositories of open-source projects: commits, their messages and changed files, tags, dependency manifests, and the author names and usernames recorded in that public history. The list of projects comes from a public registry (Open Dev Data by Electric Capital). We never read private repositories.',
        'Project pages show core contributors derived from this history: a name, a link to a public profile and a share of the commits. We never derive e-mail addresses from commits.',
      ],
    },
    {
      id: 'information-you-give-us',
      heading: 'Information you give us',
      blocks: [
        {
          list: [
            'Account: your name, e-mail address and password. The password is stored only as a salted hash; we cannot read it.',
            'Sign-in with Google, if you choose it: the name, e-mail address and profile picture Google shares with us.',
            'Preferences: the categories you pick at sign-up, projects you subscribe to, bookmarks, saved searches, e-mail settings and your default feed.',
            'Agent profiles: the answers you give when you set one up (for example competitors, protocols or a portfolio you follow).',
            'Prompts you type on the insights test page, and anything you write to us.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      blocks: [
        'Subscriptions are paid through our payment provider (Stripe). Your card details go to the provider directly; we never receive or store full card numbers. We keep your plan, its status, its billing dates and the identifiers the provider gives us for your customer record and subscription.',
      ],
    },
    {
      id: 'collected-automatically',
      heading: 'Information collected automatically',
      blocks: [
        {
          list: [
            'Server logs: IP address, time, requested address, browser type and a request id. We use them to keep the service secure, limit abuse (for example repeated sign-in attempts) and fix errors.',
            'A session cookie that keeps you signed in. It is marked httpOnly, so scripts on the page cannot read it.',
            'A cookie that remembers whether the sidebar is expanded, kept for 7 days.',
            'Your colour theme, and a cache of project logos (at most 100 images, kept up to 7 days), stored in your browser only.',
          ],
        },
        'We use no advertising cookies and no third-party analytics or tracking scripts. Project logos are loaded from GitHub’s avatar servers, which receive your IP address and browser details as with any image request.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use information',
      blocks: [
        {
          list: [
            'To provide the service: your feeds, bookmarks, subscriptions, searches, agent insights and settings.',
            'To send the e-mails you ask for: password-reset messages, and digests at the frequency you choose (daily, weekly, biweekly or monthly). Every digest has a one-click unsubscribe link, and e-mail updates can be turned off in Settings at any time.',
            'To bill subscriptions and answer support requests.',
            'To keep the service secure and prevent abuse.',
            'To improve the product, using aggregate figures rather than individual profiles.',
          ],
        },
        'We do not sell personal information, and we do not use it for advertising.',
      ],
    },
    {
      id: 'ai-processing',
      heading: 'AI processing',
      blocks: [
        'Summaries, analyses and agent insights are written from public repository data. When an external AI provider is configured, that public data is sent to it to write the text; for agent insights, so are your agent profile answers. Prompts you enter on the insights test page go to the model you select. Your e-mail address and payment details are never sent to an AI provider.',
      ],
    },
    {
      id: 'contact-directory',
      heading: 'People listed in project contacts',
      blocks: [
        'Premium members can see professional contact details of people who lead the projects we cover, such as their name, title, work e-mail and public profiles. These come from public sources or were provided to us. If you are listed and want your details corrected or removed, write to {email} and we will act promptly.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share information with',
      blocks: [
        'We share personal information only with service providers that run parts of the service for us (hosting, e-mail delivery, payments and, where configured, AI providers), only as far as they need it and under agreements that protect it; when the law requires it; or as part of a merger or sale of the business, in which case this policy continues to apply.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        'We keep account information while your account exists. When you ask us to delete your account, we delete your account, preferences, bookmarks and agent profiles, except records the law requires us to keep (such as invoices). Server logs are kept only as long as needed for security and troubleshooting.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      blocks: [
        'You can see and change your name, e-mail address and e-mail settings in Settings, and stop e-mails at any time. You can ask us for a copy of your information, to correct or delete it, or to stop a particular use of it, by writing to {email}. Depending on where you live (for example in the European Economic Area, the United Kingdom or California), you may have further rights, including the right to complain to your data-protection authority.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'Passwords are hashed, sessions live in httpOnly cookies, sign-in attempts are rate-limited and two-factor authentication is available. No system is perfectly secure; if you believe your account has been compromised, write to {email}.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        'GitSignals is not directed to children under 13, and we do not knowingly collect personal information from children under 13. If you believe a child under 13 has given us personal information, write to {email} and we will delete it.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'When we change this policy we update the date at the top of this page. If a change is significant, we will also tell you by e-mail before it takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: ['For anything about your privacy, write to {email}.'],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: 'November 22, 2026',
  intro: [
    'These terms govern your use of GitSignals, the website and service that turns public code-repository activity of Web3 projects into daily signals, agent insights, technology stacks and project contacts. By creating an account or using GitSignals you agree to them. If you use GitSignals for an organisation, you confirm that you may accept these terms on its behalf.',
    'Questions about these terms? Write to {email}.',
  ],
  sections: [
    {
      id: 'the-service',
      heading: 'The service',
      blocks: [
        'GitSignals reads public git repositories and summarises what changed: new features, chain expansions, parameter updates, upgrades, tokenomics and stack changes, and more. Visitors can read the public pages; an account adds personal feeds, bookmarks, subscriptions and e-mail updates; a Premium subscription adds the features listed on the pricing page. We may add, change or remove features as the product develops.',
      ],
    },
    {
      id: 'no-advice',
      heading: 'Information, not advice',
      blocks: [
        'Signals, summaries, analyses and agent insights are generated automatically, partly by AI, from public code. They can be incomplete, late or wrong, and a commit does not always mean a change is live. Each signal links to the commits behind it: check them before you rely on a signal. Nothing on GitSignals is investment, financial, legal, tax or security-audit advice, or a recommendation to buy or sell any token or asset. Your decisions are your own.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        {
          list: [
            'You must be at least 13 years old to use GitSignals, and old enough to enter a binding contract where you live to buy a subscription.',
            'Give accurate information and keep your password safe. You are responsible for what happens under your account; tell us at {email} if you suspect misuse.',
            'An account is for one person. Do not share your sign-in with others.',
          ],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Subscriptions and billing',
      blocks: [
        {
          list: [
            'The Free plan costs nothing. Premium is billed in advance, monthly or yearly, through our payment provider, at the price shown when you subscribe, plus any taxes that apply.',
            'A subscription renews automatically at the end of each period until you cancel it.',
            'You can cancel at any time in Settings. Cancellation takes effect at the end of the period you have paid for, and you keep Premium access until then.',
            'Except where the law requires otherwise, payments for a period that has started are not refunded.',
            'If we change a price, we tell you before it applies, and the new price applies only from your next renewal.',
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        'You agree not to:',
        {
          list: [
            'copy, scrape or bulk-download the service’s content, or resell or republish it as a data set or competing service;',
            'get around usage limits, access controls or subscription gating, or probe, overload or disrupt the service;',
            'use contact details from GitSignals for spam, harassment or anything other than legitimate, relevant professional outreach; when you contact someone, you must follow the anti-spam and data-protection laws that apply and respect their wish not to be contacted again;',
            'use the service for anything unlawful or to infringe anyone’s rights.',
          ],
        },
      ],
    },
    {
      id: 'third-party-content',
      heading: 'Projects, repositories and trademarks',
      blocks: [
        'Source code and other repository content belong to their authors and are available under their own licences. The project registry comes from Open Dev Data by Electric Capital, used under CC BY 4.0. Project names and logos belong to their owners and are shown only to identify the projects; showing a project does not mean it endorses GitSignals, or that we endorse it.',
      ],
    },
    {
      id: 'our-content',
      heading: 'Our content and your content',
      blocks: [
        'The GitSignals software, design and the signals, summaries and insights it produces are ours or our licensors’. We give you a personal, non-transferable right to use them for your own or your organisation’s internal purposes while you use the service. You may quote individual signals with a link to GitSignals.',
        'What you put into GitSignals (agent profiles, saved searches, prompts) stays yours. You allow us to store and process it only to provide the service to you. If you send us feedback, we may use it without obligation to you.',
      ],
    },
    {
      id: 'availability',
      heading: 'Availability and disclaimer',
      blocks: [
        'We work to keep GitSignals available and accurate, but the service is provided “as is” and “as available”, without warranties of any kind, to the extent the law allows. It may be interrupted for maintenance or by events outside our control.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        'To the extent the law allows, we are not liable for indirect, incidental or consequential losses, including lost profits, trading losses or lost data, arising from your use of GitSignals. Our total liability for any claim about the service is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'termination',
      heading: 'Ending your use',
      blocks: [
        'You may stop using GitSignals at any time and ask us to delete your account by writing to {email}. We may suspend or close accounts that break these terms, with notice where reasonable. Sections that by their nature should survive (such as disclaimers and limits of liability) continue to apply.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms. We change the date at the top of this page, and for significant changes we tell you by e-mail before they take effect. If you keep using GitSignals after that, the new terms apply.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      blocks: [
        'These terms are governed by the laws of the place where the operator of GitSignals is established, without regard to its conflict-of-law rules. If you are a consumer, you also keep the protections of the mandatory laws of the country where you live.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: ['Write to {email} about these terms or anything else.'],
    },
  ],
};
