/**
 * Cases (anonymised matters), honours and home-page banners of the fictional demo firm
 * Marlowe Kessler & Shen. Clients are described anonymously; every directory, award and
 * publication named here is invented.
 */
import type { DemoBanner, DemoCase, DemoHonour } from './types.js';

export const cases: DemoCase[] = [
  {
    key: 'case-01',
    folderKey: 'transactions',
    practiceAreaKeys: ['corporate-ma'],
    date: '2025-03-03T09:00:00Z',
    cover: 'cover:case-01',
    title: {
      de_DE: 'Übernahme eines deutschen Sensorherstellers durch einen chinesischen Messtechnikkonzern',
      en_US: 'Acquisition of a German sensor manufacturer by a Chinese instrumentation group',
      zh_CN: '协助中国仪器仪表集团收购德国传感器制造商',
    },
    content: {
      de_DE: `<p>Wir haben einen börsennotierten chinesischen Messtechnikkonzern beim Erwerb sämtlicher Anteile an einem familiengeführten Sensorhersteller aus Baden-Württemberg beraten. Das Zielunternehmen beschäftigt rund 220 Mitarbeitende und beliefert vor allem die Medizin- und Automatisierungstechnik.</p>
<p>Da die Produkte des Zielunternehmens in sicherheitsrelevanten Anwendungen eingesetzt werden, war eine Investitionsprüfung durch das Bundeswirtschaftsministerium erforderlich. Wir haben das Verfahren geführt und gemeinsam mit den Parteien Zusagen zur Standortsicherung und zum Schutz sensibler Technologie entwickelt, die zu einer Freigabe ohne Auflagen führten.</p>
<p>Das Team unter Leitung von Jürgen Kessler und Yiran Shen verhandelte zudem eine Rückbeteiligung der Gründerfamilie, die die Nachfolge langfristig absichert.</p>`,
      en_US: `<p>We advised a listed Chinese instrumentation group on the acquisition of the entire share capital of a family-owned sensor manufacturer based in Baden-Württemberg. The target employs around 220 people and mainly supplies the medical technology and automation sectors.</p>
<p>Because the target's products are used in security-relevant applications, the deal required foreign investment clearance from the German Federal Ministry for Economic Affairs. We ran the process and worked with the parties on commitments to keep the site and protect sensitive technology, which led to unconditional clearance.</p>
<p>The team, led by Jürgen Kessler and Yiran Shen, also negotiated a reinvestment by the founding family that secures the succession for the long term.</p>`,
      zh_CN: `<p>我们为一家中国上市仪器仪表集团收购德国巴登-符腾堡州一家家族传感器制造商的全部股权提供了法律服务。目标公司拥有约 220 名员工，主要为医疗技术和自动化行业供货。</p>
<p>由于目标公司的产品用于涉及安全的领域，该交易须经德国联邦经济部进行外商投资审查。我们主导了审查程序，并与交易各方共同制定了保留生产基地和保护敏感技术的承诺方案，最终交易获得无条件批准。</p>
<p>由于尔根·凯斯勒和沈怡然领导的团队还协助谈判了创始家族的再投资安排，为企业的长期传承提供了保障。</p>`,
    },
  },
  {
    key: 'case-02',
    folderKey: 'transactions',
    practiceAreaKeys: ['corporate-ma'],
    date: '2025-07-21T09:00:00Z',
    cover: 'cover:case-02',
    title: {
      de_DE: 'Verkauf des britischen Ersatzteilgeschäfts eines deutschen Automobilzulieferers',
      en_US: 'Sale of a German automotive supplier\'s UK aftermarket business',
      zh_CN: '协助德国汽车零部件供应商出售英国售后业务',
    },
    content: {
      de_DE: `<p>Ein deutscher Automobilzulieferer hat sein britisches Ersatzteil- und Servicegeschäft an einen Finanzinvestor verkauft. Wir haben den Verkäufer bei der Vorbereitung des Carve-outs, dem Bieterverfahren und den Verhandlungen des Kaufvertrags nach englischem Recht beraten.</p>
<p>Eine besondere Herausforderung lag in der Trennung gemeinsam genutzter IT-Systeme und Lieferverträge. Wir haben dafür ein Paket aus Übergangsleistungs- und Liefervereinbarungen gestaltet, das den Geschäftsbetrieb ohne Unterbrechung sicherte. Die Überleitung von rund 140 Beschäftigten wurde von unserem Arbeitsrechtsteam begleitet.</p>`,
      en_US: `<p>A German automotive supplier has sold its UK aftermarket parts and service business to a private equity buyer. We advised the seller on preparing the carve-out, running the auction and negotiating the English-law sale and purchase agreement.</p>
<p>A particular challenge was separating shared IT systems and supply contracts. We designed a package of transitional services and supply agreements that kept the business running without interruption. Our employment team handled the transfer of around 140 employees.</p>`,
      zh_CN: `<p>一家德国汽车零部件供应商将其英国售后零部件及服务业务出售给一家私募股权投资人。我们为卖方提供了业务剥离准备、竞标流程组织以及英国法股权买卖协议谈判等法律服务。</p>
<p>项目的一大难点在于拆分共用的 IT 系统和供货合同。为此，我们设计了一整套过渡期服务协议和供货协议，确保业务运营不受影响。本所劳动团队还负责处理了约 140 名员工的转移事宜。</p>`,
    },
  },
  {
    key: 'case-03',
    folderKey: 'transactions',
    practiceAreaKeys: ['banking-finance'],
    date: '2026-02-16T09:00:00Z',
    cover: 'cover:case-03',
    title: {
      de_DE: 'Unitranche-Finanzierung für eine deutsch-britische Buy-and-Build-Plattform',
      en_US: 'Unitranche financing for an Anglo-German buy-and-build platform',
      zh_CN: '为德英“收购整合”平台提供单一贷款融资法律服务',
    },
    content: {
      de_DE: `<p>Wir haben einen Mid-Market-Finanzinvestor bei einer Unitranche-Finanzierung in Höhe von 180 Millionen Euro beraten. Die Mittel dienen dem Erwerb eines Dienstleisters für technische Gebäudeausrüstung sowie weiteren Zukäufen in Deutschland und im Vereinigten Königreich.</p>
<p>Die Finanzierung wurde nach englischem Recht dokumentiert und durch ein Sicherheitenpaket in beiden Ländern abgesichert. Katrin Beck und Eleanor Marlowe verhandelten eine flexible Akquisitionslinie sowie an Nachhaltigkeitskennzahlen geknüpfte Margenanpassungen.</p>
<p>Die Transaktion wurde innerhalb von sechs Wochen nach Unterzeichnung des Unternehmenskaufvertrags abgeschlossen.</p>`,
      en_US: `<p>We advised a mid-market private equity sponsor on a EUR 180 million unitranche facility. The funds were used to acquire a building services provider and to finance further add-on acquisitions in Germany and the United Kingdom.</p>
<p>The financing was documented under English law and secured by a security package in both countries. Katrin Beck and Eleanor Marlowe negotiated a flexible acquisition line and margin adjustments linked to sustainability performance targets.</p>
<p>The transaction closed within six weeks of signing the acquisition agreement.</p>`,
      zh_CN: `<p>我们为一家中型私募股权投资人安排 1.8 亿欧元单一贷款融资提供了法律服务。该笔资金用于收购一家建筑设备技术服务商，并为其后在德国和英国的追加收购提供资金。</p>
<p>该融资以英国法文件签署，并以两国的担保安排作为增信。卡特琳·贝克和埃莉诺·马洛成功谈判了灵活的收购贷款额度，以及与可持续发展绩效目标挂钩的利率调整机制。</p>
<p>交易在收购协议签署后六周内完成交割。</p>`,
    },
  },
  {
    key: 'case-04',
    folderKey: 'disputes',
    practiceAreaKeys: ['dispute-resolution'],
    date: '2025-05-12T09:00:00Z',
    pinned: true,
    cover: 'cover:case-04',
    title: {
      de_DE: 'Schiedsverfahren in London: deutscher Maschinenbauer gegen chinesischen Vertriebspartner',
      en_US: 'London arbitration: German machinery maker against its Chinese distributor',
      zh_CN: '伦敦仲裁：德国机械制造商诉中国分销商',
    },
    content: {
      de_DE: `<p>Wir haben einen deutschen Hersteller von Verpackungsmaschinen in einem Schiedsverfahren mit Sitz in London gegen seinen ehemaligen Exklusivhändler in China vertreten. Streitgegenstand waren offene Kaufpreisforderungen sowie die Frage, ob die Kündigung des Vertriebsvertrags wirksam war.</p>
<p>Das Schiedsgericht gab den Ansprüchen unserer Mandantin nahezu vollständig statt und wies die Widerklage auf Ausgleichszahlungen ab. Anschließend koordinierten wir gemeinsam mit einer zugelassenen chinesischen Partnerkanzlei die Anerkennung und Vollstreckung des Schiedsspruchs in China nach dem New Yorker Übereinkommen.</p>
<p>Die Forderung wurde innerhalb von zehn Monaten nach Erlass des Schiedsspruchs vollständig beigetrieben. Das Team wurde von Rajiv Mehta und Yiran Shen geleitet.</p>`,
      en_US: `<p>We represented a German manufacturer of packaging machinery in a London-seated arbitration against its former exclusive distributor in China. The dispute concerned unpaid purchase prices and whether the distribution agreement had been validly terminated.</p>
<p>The tribunal upheld almost all of our client's claims and dismissed the counterclaim for compensation. We then coordinated, together with a licensed Chinese partner firm, the recognition and enforcement of the award in China under the New York Convention.</p>
<p>The full amount was recovered within ten months of the award. The team was led by Rajiv Mehta and Yiran Shen.</p>`,
      zh_CN: `<p>我们代理一家德国包装机械制造商，在以伦敦为仲裁地的仲裁中对其前中国独家分销商提起仲裁。争议涉及未付货款以及分销协议解除是否有效。</p>
<p>仲裁庭几乎支持了我方客户的全部请求，并驳回了对方要求补偿的反请求。随后，我们与一家具备执业资格的中国合作律所共同协调，依据《纽约公约》在中国申请承认和执行该仲裁裁决。</p>
<p>裁决作出后十个月内，全部款项执行到位。该项目由拉吉夫·梅塔和沈怡然共同领导。</p>`,
    },
  },
  {
    key: 'case-05',
    folderKey: 'disputes',
    practiceAreaKeys: ['dispute-resolution'],
    date: '2025-11-24T09:00:00Z',
    cover: 'cover:case-05',
    title: {
      de_DE: 'Einvernehmliche Beilegung eines Streits um ein europäisches Solarprojekt',
      en_US: 'Settlement of a dispute over a European solar project',
      zh_CN: '促成欧洲光伏项目争议和解',
    },
    content: {
      de_DE: `<p>Ein chinesisches EPC-Unternehmen und ein europäischer Projektentwickler stritten über Verzögerungen und Mehrkosten beim Bau eines Solarparks in Südeuropa. Wir vertraten das EPC-Unternehmen in einem institutionellen Schiedsverfahren.</p>
<p>Parallel zum Verfahren schlugen wir eine Mediation vor. Auf Grundlage eines gemeinsamen Sachverständigengutachtens zu den Verzögerungsursachen einigten sich die Parteien nach zwei Verhandlungstagen auf einen Vergleich, der auch die weitere Zusammenarbeit beim Betrieb der Anlage regelt. Beide Seiten ersparten sich so ein mehrjähriges Verfahren.</p>`,
      en_US: `<p>A Chinese EPC contractor and a European project developer were in dispute over delays and additional costs in building a solar park in southern Europe. We represented the contractor in institutional arbitration proceedings.</p>
<p>Alongside the arbitration, we proposed mediation. Based on a joint expert report on the causes of delay, the parties reached a settlement after two days of negotiations, which also governs their continued cooperation on operating the plant. Both sides were spared several years of proceedings.</p>`,
      zh_CN: `<p>一家中国 EPC 总承包商与一家欧洲项目开发商因南欧某光伏电站建设延误和费用增加产生争议。我们在机构仲裁程序中代理该总承包商。</p>
<p>在仲裁进行的同时，我们提议开展调解。双方以关于延误原因的联合专家报告为基础，经过两天谈判达成和解协议，并就电站后续运营合作作出了安排，免去了可能长达数年的仲裁程序。</p>`,
    },
  },
  {
    key: 'case-06',
    folderKey: 'advisory',
    practiceAreaKeys: ['data-technology'],
    date: '2025-09-29T09:00:00Z',
    cover: 'cover:case-06',
    title: {
      de_DE: 'Konzernweites Programm für Datenübermittlungen eines Medizintechnikunternehmens',
      en_US: 'Group-wide data transfer programme for a medical devices company',
      zh_CN: '为医疗器械企业设计集团数据跨境传输合规方案',
    },
    content: {
      de_DE: `<p>Ein europäisches Medizintechnikunternehmen mit Forschung in Deutschland, Vertrieb im Vereinigten Königreich und Produktion in China wollte seine Datenflüsse auf eine einheitliche Grundlage stellen. Wir haben ein konzernweites Rahmenwerk entwickelt, das die Anforderungen der DSGVO, der UK GDPR und des chinesischen Datenschutzrechts zusammenführt.</p>
<p>Das Projekt umfasste ein Dateninventar, Standardvertragsklauseln für die EU und das Vereinigte Königreich, die Anmeldung des chinesischen Standardvertrags sowie Schulungen für die Datenschutzkoordinatoren in allen drei Ländern.</p>
<p>Zoë Whitfield, Mingyuan Zhou und Lukas Hoffmann haben das Projekt gemeinsam betreut.</p>`,
      en_US: `<p>A European medical devices company with research in Germany, sales in the United Kingdom and manufacturing in China wanted to put its data flows on a single footing. We developed a group-wide framework that brings together the requirements of the EU GDPR, the UK GDPR and Chinese data protection law.</p>
<p>The project covered a data inventory, standard contractual clauses for the EU and UK, the filing of the Chinese standard contract and training for data protection coordinators in all three countries.</p>
<p>Zoë Whitfield, Mingyuan Zhou and Lukas Hoffmann worked on the project together.</p>`,
      zh_CN: `<p>一家欧洲医疗器械企业在德国从事研发、在英国开展销售、在中国进行生产，希望为其数据流动建立统一的合规基础。我们为其设计了一套集团层面的框架，整合了欧盟 GDPR、英国 GDPR 与中国个人信息保护法律的要求。</p>
<p>项目内容包括梳理数据清单、起草适用于欧盟和英国的标准合同条款、办理中国个人信息出境标准合同备案，以及为三国数据保护联络人提供培训。</p>
<p>佐伊·惠特菲尔德、周明远和卢卡斯·霍夫曼共同负责该项目。</p>`,
    },
  },
  {
    key: 'case-07',
    folderKey: 'advisory',
    practiceAreaKeys: ['trade-compliance'],
    date: '2026-04-13T09:00:00Z',
    cover: 'cover:case-07',
    title: {
      de_DE: 'Sanktions- und Exportkontrollprüfung der asiatischen Lieferkette eines Spezialchemieunternehmens',
      en_US: 'Sanctions and export control review of a specialty chemicals company\'s Asian supply chain',
      zh_CN: '为特种化学品企业审查亚洲供应链的制裁与出口管制合规',
    },
    content: {
      de_DE: `<p>Ein britisches Spezialchemieunternehmen bat uns, seine Lieferkette in Asien auf Risiken aus Sanktionen und Exportkontrollen zu überprüfen. Anlass waren Hinweise, dass einzelne Produkte über Zwischenhändler in sanktionierte Länder gelangt sein könnten.</p>
<p>Wir haben die Güterklassifizierung überprüft, die Geschäftspartner auf Sanktionslisten des Vereinigten Königreichs, der EU und weiterer Staaten abgeglichen und eine interne Untersuchung begleitet. Die Ergebnisse mündeten in ein überarbeitetes Compliance-Programm mit risikobasierter Partnerprüfung und vertraglichen Endverbleibszusagen.</p>
<p>Zugleich haben wir berücksichtigt, dass die chinesischen Tochtergesellschaften auch chinesische Vorschriften gegen die Befolgung ausländischer Sanktionen beachten müssen.</p>`,
      en_US: `<p>A UK specialty chemicals company asked us to review its Asian supply chain for sanctions and export control risk, after indications that some products might have reached sanctioned countries through intermediaries.</p>
<p>We reviewed the export classification of its goods, screened business partners against UK, EU and other sanctions lists and supported an internal investigation. The findings fed into a revised compliance programme with risk-based partner due diligence and contractual end-use undertakings.</p>
<p>We also took into account that the group's Chinese subsidiaries must comply with Chinese rules countering the application of foreign sanctions.</p>`,
      zh_CN: `<p>一家英国特种化学品企业发现部分产品可能经由中间商流入受制裁国家，遂委托我们对其亚洲供应链的制裁与出口管制风险进行审查。</p>
<p>我们复核了相关物项的出口管制分类，将业务伙伴与英国、欧盟及其他国家的制裁名单进行比对，并协助开展内部调查。审查结果被纳入修订后的合规体系，包括基于风险的合作伙伴尽职调查和合同中的最终用途承诺。</p>
<p>同时，我们也充分考虑了该集团在华子公司须遵守中国关于反外国制裁的相关规定。</p>`,
    },
  },
  {
    key: 'case-08',
    folderKey: 'transactions',
    practiceAreaKeys: ['corporate-ma', 'intellectual-property'],
    date: '2026-06-08T09:00:00Z',
    pinned: true,
    cover: 'cover:case-08',
    title: {
      de_DE: 'Joint Venture für Offshore-Windtechnik in Shanghai',
      en_US: 'Offshore wind technology joint venture in Shanghai',
      zh_CN: '在上海设立海上风电技术合资企业',
    },
    content: {
      de_DE: `<p>Ein britischer Entwickler von Offshore-Windtechnologie und ein chinesischer Energiekonzern aus einer Küstenprovinz haben ein Joint Venture in Shanghai gegründet, das Wartungslösungen für Windparks entwickelt und vertreibt. Wir haben den britischen Partner umfassend beraten.</p>
<p>Im Mittelpunkt standen die Governance des Gemeinschaftsunternehmens, der Schutz der eingebrachten Technologie und die Ausgestaltung der Lizenzverträge. Außerdem haben wir Exit-Regelungen und einen Streitbeilegungsmechanismus mit Schiedsort Singapur verhandelt.</p>
<p>Die Fragen des chinesischen Rechts wurden gemeinsam mit einer zugelassenen chinesischen Partnerkanzlei bearbeitet. Das Team wurde von Yiran Shen geleitet; Mingyuan Zhou betreute die Technologie- und Lizenzfragen.</p>`,
      en_US: `<p>A British offshore wind technology developer and a Chinese energy group from a coastal province have set up a joint venture in Shanghai to develop and sell maintenance solutions for wind farms. We acted as lead counsel to the British partner.</p>
<p>The key issues were the governance of the joint venture, protecting the technology contributed and structuring the licence agreements. We also negotiated exit provisions and a dispute resolution mechanism with Singapore as the seat of arbitration.</p>
<p>Questions of Chinese law were handled together with a licensed Chinese partner firm. The team was led by Yiran Shen, with Mingyuan Zhou advising on technology and licensing.</p>`,
      zh_CN: `<p>一家英国海上风电技术开发商与一家沿海省份的中国能源集团在上海设立合资企业，开发和销售风电场运维解决方案。我们担任英方合作伙伴的主办律师。</p>
<p>项目的核心问题包括合资企业的公司治理、出资技术的保护以及许可协议的设计。我们还就退出机制以及以新加坡为仲裁地的争议解决条款进行了谈判。</p>
<p>涉及中国法律的问题由我们与一家具备执业资格的中国合作律所共同处理。项目由沈怡然领导，周明远负责技术与许可相关事务。</p>`,
    },
  },
];

export const honours: DemoHonour[] = [
  {
    key: 'honour-01',
    date: '2025-06-18T09:00:00Z',
    cover: 'cover:honour-01',
    title: {
      de_DE: 'Eleanor Marlowe im Independent Guide to International Business Lawyers 2025 empfohlen',
      en_US: 'Eleanor Marlowe recommended in the Independent Guide to International Business Lawyers 2025',
      zh_CN: '埃莉诺·马洛获《国际商事律师独立指南 2025》推荐',
    },
    content: {
      de_DE: `<p>Eleanor Marlowe wird in der aktuellen Ausgabe des Independent Guide to International Business Lawyers als empfohlene Anwältin für grenzüberschreitende Transaktionen geführt.</p>
<p>Mandanten beschreiben sie als „ruhigen Pol in jeder Verhandlung“ und loben ihre Fähigkeit, Teams in mehreren Ländern zusammenzuhalten.</p>`,
      en_US: `<p>Eleanor Marlowe is listed as a recommended lawyer for cross-border transactions in the latest edition of the Independent Guide to International Business Lawyers.</p>
<p>Clients describe her as "the calm centre of every negotiation" and praise her ability to hold teams in several countries together.</p>`,
      zh_CN: `<p>在最新一期《国际商事律师独立指南》中，埃莉诺·马洛被列为跨境交易领域的推荐律师。</p>
<p>客户称她为“每一场谈判中的定海神针”，并称赞她善于凝聚分布在多个国家的团队。</p>`,
    },
  },
  {
    key: 'honour-02',
    date: '2025-10-07T09:00:00Z',
    pinned: true,
    cover: 'cover:honour-02',
    title: {
      de_DE: 'Ranking im Legal Directory of Cross-Border Practice 2026',
      en_US: 'Ranked in the Legal Directory of Cross-Border Practice 2026',
      zh_CN: '入选《跨境法律业务名录 2026》排名',
    },
    content: {
      de_DE: `<p>Marlowe Kessler &amp; Shen ist im Legal Directory of Cross-Border Practice 2026 in der Kategorie „M&amp;A: Europa–China“ in Band 2 gelistet. Zusätzlich wird die Kanzlei in der Kategorie „Schiedsverfahren: Vereinigtes Königreich–Asien“ empfohlen.</p>
<p>Das Verzeichnis hebt insbesondere die enge Zusammenarbeit der drei Büros hervor: „Die Teams in London, Frankfurt und Shanghai treten gegenüber Mandanten als eine Einheit auf.“</p>
<p>Persönlich empfohlen werden Eleanor Marlowe, Jürgen Kessler, Yiran Shen und Rajiv Mehta.</p>`,
      en_US: `<p>Marlowe Kessler &amp; Shen is ranked in Band 2 for "M&amp;A: Europe–China" in the Legal Directory of Cross-Border Practice 2026. The firm is also recommended for "Arbitration: UK–Asia".</p>
<p>The directory particularly highlights the close cooperation between the three offices: "The London, Frankfurt and Shanghai teams present themselves to clients as one unit."</p>
<p>Eleanor Marlowe, Jürgen Kessler, Yiran Shen and Rajiv Mehta are individually recommended.</p>`,
      zh_CN: `<p>麦凯沈律师事务所入选《跨境法律业务名录 2026》“欧洲—中国并购”领域第二梯队，并在“英国—亚洲仲裁”领域获得推荐。</p>
<p>名录特别肯定了本所三地办公室之间的紧密协作：“伦敦、法兰克福和上海团队在客户面前如同一个整体。”</p>
<p>埃莉诺·马洛、于尔根·凯斯勒、沈怡然和拉吉夫·梅塔获个人推荐。</p>`,
    },
  },
  {
    key: 'honour-03',
    date: '2025-12-04T09:00:00Z',
    cover: 'cover:honour-03',
    title: {
      de_DE: 'Auszeichnung „Cross-Border-Kanzlei des Jahres (mittelgroße Kanzleien)“ bei den Meridian Cross-Border Law Awards 2025',
      en_US: 'Named "Mid-Size Cross-Border Firm of the Year" at the Meridian Cross-Border Law Awards 2025',
      zh_CN: '荣获“子午线跨境法律大奖 2025”年度中型跨境律所',
    },
    content: {
      de_DE: `<p>Bei der Preisverleihung der Meridian Cross-Border Law Awards 2025 in London wurde Marlowe Kessler &amp; Shen als „Cross-Border-Kanzlei des Jahres“ in der Kategorie der mittelgroßen Kanzleien ausgezeichnet.</p>
<p>Die Jury würdigte unter anderem die Begleitung der Übernahme eines deutschen Sensorherstellers durch einen chinesischen Investor und die erfolgreiche Vollstreckung eines Londoner Schiedsspruchs in China.</p>
<p>„Dieser Preis gehört dem ganzen Team in allen drei Büros“, sagte Eleanor Marlowe bei der Entgegennahme.</p>`,
      en_US: `<p>At the Meridian Cross-Border Law Awards 2025 ceremony in London, Marlowe Kessler &amp; Shen was named "Cross-Border Firm of the Year" in the mid-size firm category.</p>
<p>The judges singled out, among other matters, our work on the acquisition of a German sensor manufacturer by a Chinese investor and the successful enforcement of a London arbitral award in China.</p>
<p>"This award belongs to the whole team across all three offices," said Eleanor Marlowe as she accepted it.</p>`,
      zh_CN: `<p>在伦敦举行的“子午线跨境法律大奖 2025”颁奖典礼上，麦凯沈律师事务所荣获中型律所组别“年度跨境律所”称号。</p>
<p>评审团特别提及了本所协助中国投资人收购德国传感器制造商的项目，以及在中国成功执行伦敦仲裁裁决的案件。</p>
<p>埃莉诺·马洛在领奖时表示：“这份荣誉属于三地办公室的全体同事。”</p>`,
    },
  },
  {
    key: 'honour-04',
    date: '2026-03-10T09:00:00Z',
    cover: 'cover:honour-04',
    title: {
      de_DE: 'Schiedsrechtspraxis im Asia–Europe Arbitration Handbook 2026 empfohlen',
      en_US: 'Arbitration practice recommended in the Asia–Europe Arbitration Handbook 2026',
      zh_CN: '仲裁业务获《亚欧仲裁手册 2026》推荐',
    },
    content: {
      de_DE: `<p>Das Asia–Europe Arbitration Handbook 2026 empfiehlt unsere Praxisgruppe Streitbeilegung für Schiedsverfahren zwischen europäischen und asiatischen Parteien. Hervorgehoben wird die Kombination aus Verfahrenserfahrung und Verständnis für beide Geschäftskulturen.</p>
<p>Rajiv Mehta wird als „Anwalt, der Verfahren vom Ergebnis her denkt“ beschrieben.</p>`,
      en_US: `<p>The Asia–Europe Arbitration Handbook 2026 recommends our dispute resolution group for arbitrations between European and Asian parties, highlighting its combination of procedural experience and understanding of both business cultures.</p>
<p>Rajiv Mehta is described as "a lawyer who thinks about proceedings from the outcome backwards".</p>`,
      zh_CN: `<p>《亚欧仲裁手册 2026》推荐本所争议解决业务组办理欧洲与亚洲当事人之间的仲裁案件，并肯定其兼具丰富的程序经验和对双方商业文化的深刻理解。</p>
<p>拉吉夫·梅塔被评价为“从结果出发思考程序的律师”。</p>`,
    },
  },
  {
    key: 'honour-05',
    date: '2026-05-27T09:00:00Z',
    cover: 'cover:honour-05',
    title: {
      de_DE: 'Shortlist „Datenschutzteam des Jahres“ bei den Greenway Technology Law Awards 2026',
      en_US: 'Shortlisted for "Privacy Team of the Year" at the Greenway Technology Law Awards 2026',
      zh_CN: '入围“绿径科技法律大奖 2026”年度隐私团队',
    },
    content: {
      de_DE: `<p>Unser Team Datenschutz &amp; Technologie steht auf der Shortlist der Greenway Technology Law Awards 2026 in der Kategorie „Datenschutzteam des Jahres“.</p>
<p>Die Nominierung bezieht sich auf das konzernweite Programm für Datenübermittlungen, das wir für ein Medizintechnikunternehmen in Deutschland, dem Vereinigten Königreich und China entwickelt haben.</p>`,
      en_US: `<p>Our Data Protection &amp; Technology team has been shortlisted in the "Privacy Team of the Year" category of the Greenway Technology Law Awards 2026.</p>
<p>The nomination recognises the group-wide data transfer programme we designed for a medical devices company operating in Germany, the United Kingdom and China.</p>`,
      zh_CN: `<p>本所数据合规与科技团队入围“绿径科技法律大奖 2026”年度隐私团队奖项。</p>
<p>此次提名源于我们为一家在德国、英国和中国经营的医疗器械企业设计的集团数据跨境传输合规方案。</p>`,
    },
  },
  {
    key: 'honour-06',
    date: '2026-09-16T09:00:00Z',
    cover: 'cover:honour-06',
    title: {
      de_DE: 'Büro Shanghai als „Internationales Büro des Jahres“ bei den Huangpu Cross-Border Counsel Awards 2026 ausgezeichnet',
      en_US: 'Shanghai office named "International Office of the Year" at the Huangpu Cross-Border Counsel Awards 2026',
      zh_CN: '上海办公室荣获“黄浦跨境法律顾问大奖 2026”年度国际办公室',
    },
    content: {
      de_DE: `<p>Unser Büro in Shanghai wurde bei den Huangpu Cross-Border Counsel Awards 2026 als „Internationales Büro des Jahres“ ausgezeichnet.</p>
<p>Die Jury würdigte besonders die Beratung bei der Gründung eines Joint Ventures für Offshore-Windtechnik sowie die Arbeit des Teams zu grenzüberschreitenden Datenflüssen.</p>
<p>„Die Auszeichnung ist eine schöne Bestätigung für ein Team, das in den letzten zwei Jahren stark gewachsen ist“, sagt Yiran Shen.</p>`,
      en_US: `<p>Our Shanghai office has been named "International Office of the Year" at the Huangpu Cross-Border Counsel Awards 2026.</p>
<p>The judges particularly recognised our advice on setting up an offshore wind technology joint venture and the team's work on cross-border data flows.</p>
<p>"This award is a wonderful recognition for a team that has grown considerably over the past two years," says Yiran Shen.</p>`,
      zh_CN: `<p>本所上海办公室荣获“黄浦跨境法律顾问大奖 2026”年度国际办公室称号。</p>
<p>评审团特别肯定了我们在海上风电技术合资企业设立项目中提供的法律服务，以及团队在数据跨境流动领域的工作。</p>
<p>沈怡然表示：“对于一个在过去两年里快速成长的团队来说，这份荣誉是极大的肯定。”</p>`,
    },
  },
];

export const banners: DemoBanner[] = [
  {
    key: 'banner-expertise',
    image: 'banner:expertise',
    title: {
      de_DE: 'Drei Rechtsordnungen. Ein Team.',
      en_US: 'Three jurisdictions. One team.',
      zh_CN: '三地法域，一支团队',
    },
    subTitle: {
      de_DE: 'Rechtliche Beratung für Geschäfte zwischen dem Vereinigten Königreich, Deutschland und China',
      en_US: 'Legal advice for business between the United Kingdom, Germany and China',
      zh_CN: '为英国、德国与中国之间的商业往来提供法律服务',
    },
    linkUrl: '/expertises',
  },
  {
    key: 'banner-people',
    image: 'banner:people',
    title: {
      de_DE: 'Lernen Sie unser Team kennen',
      en_US: 'Meet our people',
      zh_CN: '认识我们的团队',
    },
    subTitle: {
      de_DE: 'Anwältinnen und Anwälte in London, Frankfurt und Shanghai, die Ihre Sprache sprechen',
      en_US: 'Lawyers in London, Frankfurt and Shanghai who speak your language',
      zh_CN: '伦敦、法兰克福和上海的律师，与您用同一种语言沟通',
    },
    linkUrl: '/people',
  },
  {
    key: 'banner-news',
    image: 'banner:news',
    title: {
      de_DE: 'Aktuelle Einblicke',
      en_US: 'Insights that matter',
      zh_CN: '洞见与动态',
    },
    subTitle: {
      de_DE: 'Rechtsentwicklungen, Mandanteninformationen und Neuigkeiten aus der Kanzlei',
      en_US: 'Legal updates, client alerts and news from the firm',
      zh_CN: '法规速递、客户简报与律所动态',
    },
    linkUrl: '/news',
  },
];
