/**
 * Offices, job titles, practice areas and catalog folders of the fictional demo firm
 * Marlowe Kessler & Shen. Every address and telephone number here is invented.
 */
import type { DemoFolder, DemoJob, DemoOffice, DemoPracticeArea } from './types.js';

export const offices: DemoOffice[] = [
  {
    key: 'london',
    name: {
      de_DE: 'London (Hauptsitz)',
      en_US: 'London (Headquarters)',
      zh_CN: '伦敦（总部）',
    },
    address: {
      de_DE: '4. Etage, 18 Ravensbourne Court, London EC2V 8AY, Vereinigtes Königreich',
      en_US: '4th Floor, 18 Ravensbourne Court, London EC2V 8AY, United Kingdom',
      zh_CN: '英国伦敦 Ravensbourne Court 18 号 4 层，邮编 EC2V 8AY',
    },
    tel: '+44 20 7946 0100',
  },
  {
    key: 'frankfurt',
    name: {
      de_DE: 'Frankfurt am Main',
      en_US: 'Frankfurt am Main',
      zh_CN: '法兰克福',
    },
    address: {
      de_DE: 'Lindenhof-Passage 9, 60311 Frankfurt am Main, Deutschland',
      en_US: 'Lindenhof-Passage 9, 60311 Frankfurt am Main, Germany',
      zh_CN: '德国美因河畔法兰克福 Lindenhof-Passage 9 号，邮编 60311',
    },
    tel: '+49 69 5550 1700',
  },
  {
    key: 'shanghai',
    name: {
      de_DE: 'Shanghai',
      en_US: 'Shanghai',
      zh_CN: '上海',
    },
    address: {
      de_DE: 'Qinghe Tower, 21. Etage, Yinpu Road 388, Pudong New Area, Shanghai 200120, China',
      en_US: '21st Floor, Qinghe Tower, 388 Yinpu Road, Pudong New Area, Shanghai 200120, China',
      zh_CN: '中国上海市浦东新区银浦路 388 号清禾大厦 21 楼，邮编 200120',
    },
    tel: '+86 21 5555 0188',
  },
];

export const jobs: DemoJob[] = [
  {
    key: 'managing-partner',
    name: { de_DE: 'Managing Partner', en_US: 'Managing Partner', zh_CN: '管理合伙人' },
  },
  {
    key: 'partner',
    name: { de_DE: 'Partner', en_US: 'Partner', zh_CN: '合伙人' },
  },
  {
    key: 'counsel',
    name: { de_DE: 'Counsel', en_US: 'Counsel', zh_CN: '顾问律师' },
  },
  {
    key: 'senior-associate',
    name: { de_DE: 'Senior Associate', en_US: 'Senior Associate', zh_CN: '资深律师' },
  },
  {
    key: 'associate',
    name: { de_DE: 'Associate', en_US: 'Associate', zh_CN: '律师' },
  },
  {
    key: 'trainee',
    name: { de_DE: 'Trainee', en_US: 'Trainee Lawyer', zh_CN: '实习律师' },
  },
];

export const practiceAreas: DemoPracticeArea[] = [
  {
    key: 'corporate-ma',
    icon: 'icon:corporate-ma',
    name: {
      de_DE: 'Gesellschaftsrecht & M&A',
      en_US: 'Corporate & M&A',
      zh_CN: '公司与并购',
    },
    introduce: {
      de_DE: `<p>Wir begleiten Unternehmen, Familiengesellschaften und Finanzinvestoren bei Transaktionen zwischen dem Vereinigten Königreich, Kontinentaleuropa und China – von der ersten Strukturüberlegung bis zum Closing und der Integration danach.</p>
<p>Unsere Teams in London, Frankfurt und Shanghai arbeiten an denselben Mandaten zusammen. Sie erhalten daher eine abgestimmte Beratung, die die rechtlichen, kulturellen und praktischen Unterschiede der beteiligten Märkte berücksichtigt.</p>
<ul>
<li>Unternehmenskäufe und -verkäufe, Carve-outs und Joint Ventures</li>
<li>Investitionskontrollverfahren und Transaktionssicherheit</li>
<li>Gesellschaftsrechtliche Umstrukturierungen und Corporate Governance</li>
</ul>`,
      en_US: `<p>We advise corporates, family-owned businesses and financial investors on transactions that link the United Kingdom, continental Europe and China, from the first thoughts on structure through to closing and post-deal integration.</p>
<p>Our teams in London, Frankfurt and Shanghai work on the same matters side by side, so clients receive joined-up advice that takes account of the legal, cultural and practical differences between the markets involved.</p>
<ul>
<li>Acquisitions and disposals, carve-outs and joint ventures</li>
<li>Foreign investment screening and deal certainty</li>
<li>Group reorganisations and corporate governance</li>
</ul>`,
      zh_CN: `<p>我们为企业集团、家族企业和财务投资人提供横跨英国、欧洲大陆与中国的交易法律服务，从最初的交易架构设计一直延续到交割及交割后的整合。</p>
<p>伦敦、法兰克福和上海三地团队共同承办同一项目，确保客户获得协调一致的意见，充分兼顾各相关市场在法律、文化和实务上的差异。</p>
<ul>
<li>股权及资产收购与出售、业务剥离、合资企业</li>
<li>外商投资安全审查与交易确定性安排</li>
<li>集团重组与公司治理</li>
</ul>`,
    },
  },
  {
    key: 'banking-finance',
    icon: 'icon:banking-finance',
    name: {
      de_DE: 'Bank- & Finanzrecht',
      en_US: 'Banking & Finance',
      zh_CN: '银行与金融',
    },
    introduce: {
      de_DE: `<p>Wir beraten Kreditnehmer, Sponsoren und alternative Kreditgeber bei Akquisitions-, Unternehmens- und Projektfinanzierungen mit grenzüberschreitendem Bezug. Besonders vertraut sind wir mit Finanzierungen, bei denen englisches Recht, deutsche Sicherheiten und chinesische Gesellschafter aufeinandertreffen.</p>
<p>Neben der Dokumentation neuer Finanzierungen unterstützen wir bei Refinanzierungen, Waiver-Verhandlungen und der Umsetzung nachhaltigkeitsbezogener Finanzierungsbedingungen.</p>`,
      en_US: `<p>We advise borrowers, sponsors and alternative lenders on acquisition, corporate and project financings with a cross-border element. We are particularly at home on deals where English-law facilities, German security packages and Chinese shareholders meet.</p>
<p>Beyond documenting new money, we help clients with refinancings, waiver and amendment negotiations, and the practical implementation of sustainability-linked terms.</p>`,
      zh_CN: `<p>我们为借款人、发起人及另类贷款机构提供具有跨境因素的收购融资、公司融资和项目融资服务，尤其擅长处理英国法贷款协议、德国担保安排与中国股东相互交织的交易。</p>
<p>除新增融资的文件起草外，我们还协助客户开展再融资、豁免与修订谈判，并落实与可持续发展挂钩的融资条款。</p>`,
    },
  },
  {
    key: 'dispute-resolution',
    icon: 'icon:dispute-resolution',
    name: {
      de_DE: 'Streitbeilegung & Schiedsverfahren',
      en_US: 'Dispute Resolution & Arbitration',
      zh_CN: '争议解决与仲裁',
    },
    introduce: {
      de_DE: `<p>Internationale Geschäftsbeziehungen verlaufen nicht immer reibungslos. Wir vertreten Mandanten in institutionellen und Ad-hoc-Schiedsverfahren, begleiten Mediationen und entwickeln Verhandlungsstrategien, die Konflikte möglichst früh und wirtschaftlich sinnvoll beenden.</p>
<p>Wo ein Verfahren vor staatlichen Gerichten erforderlich wird, koordinieren wir die Zusammenarbeit mit zugelassenen Prozessvertretern vor Ort und bleiben Ihr zentraler Ansprechpartner.</p>`,
      en_US: `<p>International business relationships do not always run smoothly. We represent clients in institutional and ad hoc arbitrations, support them through mediation, and build negotiation strategies designed to resolve disputes early and on commercially sensible terms.</p>
<p>Where court proceedings become necessary, we coordinate with locally authorised litigation counsel and remain your single point of contact throughout.</p>`,
      zh_CN: `<p>国际商业往来难免出现分歧。我们代理客户参与机构仲裁和临时仲裁，协助客户进行调解，并制定谈判策略，力求尽早、以商业上合理的方式化解争议。</p>
<p>如确需进入法院诉讼程序，我们将与当地具备执业资格的诉讼律师协同工作，并始终作为客户的统一联络窗口。</p>`,
    },
  },
  {
    key: 'employment',
    icon: 'icon:employment',
    name: {
      de_DE: 'Arbeitsrecht',
      en_US: 'Employment',
      zh_CN: '劳动与雇佣',
    },
    introduce: {
      de_DE: `<p>Wir beraten Arbeitgeber bei allen Fragen rund um ihre Belegschaft in Großbritannien, Deutschland und China – von Entsendungen und Vergütungssystemen über Restrukturierungen bis hin zu sensiblen Trennungen auf Führungsebene.</p>
<p>Gerade bei länderübergreifenden Projekten achten wir darauf, dass Betriebsrat, Arbeitnehmervertretungen und lokale Besonderheiten rechtzeitig eingebunden werden.</p>`,
      en_US: `<p>We advise employers on every aspect of their workforce in the UK, Germany and China, from secondments and incentive plans to restructurings and sensitive senior exits.</p>
<p>On multi-country projects we make sure that works councils, employee representatives and local requirements are brought in at the right moment rather than as an afterthought.</p>`,
      zh_CN: `<p>我们就雇主在英国、德国和中国的各类用工问题提供咨询，涵盖人员派遣、激励计划、组织架构调整以及高管离职等敏感事项。</p>
<p>在跨国项目中，我们确保在适当时点与职工委员会、员工代表沟通，并充分考虑当地的特殊要求，而非事后补救。</p>`,
    },
  },
  {
    key: 'intellectual-property',
    icon: 'icon:intellectual-property',
    name: {
      de_DE: 'Geistiges Eigentum',
      en_US: 'Intellectual Property',
      zh_CN: '知识产权',
    },
    introduce: {
      de_DE: `<p>Marken, Patente, Know-how und Software sind oft die wertvollsten Vermögenswerte unserer Mandanten. Wir helfen, diese Rechte in Europa und China strategisch zu sichern, zu lizenzieren und gegen Verletzungen zu verteidigen.</p>
<p>Unsere Schwerpunkte sind Technologietransfer, Lizenz- und Forschungskooperationen sowie der Schutz vor Produktpiraterie auf Online-Marktplätzen.</p>`,
      en_US: `<p>Brands, patents, know-how and software are often our clients' most valuable assets. We help them secure, license and enforce those rights strategically across Europe and China.</p>
<p>Our particular strengths are technology transfer, licensing and research collaborations, and tackling counterfeits on online marketplaces.</p>`,
      zh_CN: `<p>商标、专利、技术秘密和软件往往是客户最具价值的资产。我们协助客户在欧洲和中国有策略地取得、许可和维护这些权利。</p>
<p>我们的专长包括技术转让、许可与研发合作，以及打击电商平台上的假冒侵权行为。</p>`,
    },
  },
  {
    key: 'tax',
    icon: 'icon:tax',
    name: {
      de_DE: 'Steuerrecht',
      en_US: 'Tax',
      zh_CN: '税务',
    },
    introduce: {
      de_DE: `<p>Wir gestalten grenzüberschreitende Investitionen und Umstrukturierungen steuerlich effizient und nachvollziehbar. Dabei behalten wir Doppelbesteuerungsabkommen, Verrechnungspreise und Quellensteuern ebenso im Blick wie die wachsenden Substanzanforderungen der Finanzverwaltungen.</p>
<p>Eng verzahnt mit unseren Transaktionsteams prüfen wir steuerliche Risiken in der Due Diligence und entwickeln passende vertragliche Absicherungen.</p>`,
      en_US: `<p>We structure cross-border investments and reorganisations so that they are tax-efficient and easy to explain. Double tax treaties, transfer pricing and withholding taxes are always on our radar, as are tax authorities' growing expectations on substance.</p>
<p>Working closely with our deal teams, we identify tax exposures in due diligence and design the contractual protection to match.</p>`,
      zh_CN: `<p>我们为跨境投资和重组设计兼顾效率与合理性的税务架构，全面考虑双重征税协定、转让定价和预提所得税等因素，并关注各国税务机关日益提高的经济实质要求。</p>
<p>我们与交易团队紧密配合，在尽职调查中识别税务风险，并设计相应的合同保护条款。</p>`,
    },
  },
  {
    key: 'data-technology',
    icon: 'icon:data-technology',
    name: {
      de_DE: 'Datenschutz & Technologie',
      en_US: 'Data Protection & Technology',
      zh_CN: '数据合规与科技',
    },
    introduce: {
      de_DE: `<p>Datenflüsse zwischen Europa und China unterliegen immer strengeren und teilweise widersprüchlichen Regeln. Wir helfen Ihnen, DSGVO, UK GDPR und das chinesische Datenschutzrecht praxistauglich miteinander in Einklang zu bringen.</p>
<p>Darüber hinaus beraten wir zu Cloud- und Outsourcing-Verträgen, zur Cybersicherheit und zu den neuen Pflichten beim Einsatz künstlicher Intelligenz.</p>`,
      en_US: `<p>Data flows between Europe and China are subject to ever stricter and sometimes conflicting rules. We help clients reconcile the EU GDPR, the UK GDPR and Chinese data protection law in a way that works in practice.</p>
<p>We also advise on cloud and outsourcing contracts, cybersecurity, and the new obligations that come with deploying artificial intelligence.</p>`,
      zh_CN: `<p>欧洲与中国之间的数据流动受到日益严格、有时甚至相互冲突的规则约束。我们帮助客户在实践中协调欧盟《通用数据保护条例》、英国 GDPR 与中国个人信息保护法律的要求。</p>
<p>此外，我们还就云服务与外包合同、网络安全以及人工智能应用带来的新义务提供法律意见。</p>`,
    },
  },
  {
    key: 'trade-compliance',
    icon: 'icon:trade-compliance',
    name: {
      de_DE: 'Außenhandel & Sanktionen',
      en_US: 'International Trade & Sanctions',
      zh_CN: '国际贸易与制裁合规',
    },
    introduce: {
      de_DE: `<p>Exportkontrollen, Sanktionen und Lieferkettenpflichten betreffen heute nahezu jedes international tätige Unternehmen. Wir prüfen Geschäftsmodelle und einzelne Lieferungen, entwerfen Compliance-Programme und begleiten interne Untersuchungen.</p>
<p>Weil wir die Regelwerke des Vereinigten Königreichs, der EU und Chinas gemeinsam betrachten, erkennen wir Zielkonflikte frühzeitig und entwickeln belastbare Lösungen.</p>`,
      en_US: `<p>Export controls, sanctions and supply-chain obligations now touch almost every internationally active business. We review business models and individual shipments, design compliance programmes and support internal investigations.</p>
<p>Because we look at the UK, EU and Chinese regimes together, we spot conflicts between them early and build solutions that hold up.</p>`,
      zh_CN: `<p>出口管制、经济制裁和供应链义务如今几乎影响所有国际化经营的企业。我们审查商业模式和具体交易，设计合规体系，并协助开展内部调查。</p>
<p>由于我们将英国、欧盟和中国的监管规则统筹考量，因此能够及早发现其中的冲突，并提出切实可行的解决方案。</p>`,
    },
  },
];

export const folders: DemoFolder[] = [
  {
    key: 'firm-news',
    type: 0,
    name: { de_DE: 'Kanzleinachrichten', en_US: 'Firm News', zh_CN: '律所动态' },
  },
  {
    key: 'events',
    type: 0,
    parentKey: 'firm-news',
    name: { de_DE: 'Veranstaltungen', en_US: 'Events', zh_CN: '活动' },
  },
  {
    key: 'insights',
    type: 0,
    name: { de_DE: 'Fachbeiträge', en_US: 'Insights', zh_CN: '专业观点' },
  },
  {
    key: 'legal-updates',
    type: 0,
    parentKey: 'insights',
    name: { de_DE: 'Rechtsentwicklungen', en_US: 'Legal Updates', zh_CN: '法规速递' },
  },
  {
    key: 'client-alerts',
    type: 0,
    parentKey: 'insights',
    name: { de_DE: 'Mandanteninformationen', en_US: 'Client Alerts', zh_CN: '客户简报' },
  },
  {
    key: 'in-the-media',
    type: 0,
    name: { de_DE: 'In den Medien', en_US: 'In the Media', zh_CN: '媒体报道' },
  },
  {
    key: 'transactions',
    type: 1,
    name: { de_DE: 'Transaktionen', en_US: 'Transactions', zh_CN: '交易案例' },
  },
  {
    key: 'disputes',
    type: 1,
    name: { de_DE: 'Streitbeilegung', en_US: 'Disputes', zh_CN: '争议解决' },
  },
  {
    key: 'advisory',
    type: 1,
    name: { de_DE: 'Beratung & Compliance', en_US: 'Advisory & Compliance', zh_CN: '合规咨询' },
  },
];
