/**
 * The people of the fictional demo firm Marlowe Kessler & Shen. Every person, biography,
 * telephone number and email address here is invented; matters are described anonymously.
 */
import type { DemoLawyer } from './types.js';

export const lawyers: DemoLawyer[] = [
  // ---------------------------------------------------------------- London
  {
    key: 'eleanor-marlowe',
    name: { de_DE: 'Eleanor Marlowe', en_US: 'Eleanor Marlowe', zh_CN: '埃莉诺·马洛' },
    portrait: 'portrait:eleanor-marlowe',
    officeKey: 'london',
    jobKeys: ['managing-partner', 'partner'],
    practiceAreaKeys: ['corporate-ma', 'banking-finance'],
    phoneNumber: '+44 20 7946 0101',
    email: 'eleanor.marlowe@marlowe-kessler.example',
    top: 40,
    intro: {
      de_DE: `<p>Eleanor Marlowe ist Managing Partner und eine der drei Gründerinnen und Gründer der Kanzlei. Sie berät Unternehmen und Private-Equity-Investoren bei grenzüberschreitenden Akquisitionen, Joint Ventures und Finanzierungen, insbesondere bei Investitionen deutscher und chinesischer Unternehmen im Vereinigten Königreich.</p>
<p>Bevor sie 2014 Marlowe Kessler &amp; Shen mitgründete, war Eleanor elf Jahre in den Londoner und Hongkonger Büros internationaler Kanzleien tätig. Mandanten schätzen ihre ruhige, wirtschaftlich orientierte Art in schwierigen Verhandlungen und ihre Fähigkeit, große Teams aus mehreren Rechtsordnungen auf das Wesentliche zu konzentrieren.</p>
<p>Eleanor leitet das Management Committee der Kanzlei und verantwortet deren Programm für verantwortungsvolle Unternehmensführung. Sie spricht regelmäßig über Investitionskontrolle und Transaktionssicherheit.</p>`,
      en_US: `<p>Eleanor Marlowe is the firm's managing partner and one of its three founders. She advises corporates and private equity sponsors on cross-border acquisitions, joint ventures and financings, with a particular focus on German and Chinese investment into the United Kingdom.</p>
<p>Before co-founding Marlowe Kessler &amp; Shen in 2014, Eleanor spent eleven years in the London and Hong Kong offices of international law firms. Clients value her calm, commercial approach in difficult negotiations and her knack for keeping large multi-jurisdictional teams focused on what really matters for the deal.</p>
<p>Eleanor chairs the firm's management committee and leads its responsible business programme. She speaks regularly on foreign investment screening and deal certainty.</p>`,
      zh_CN: `<p>埃莉诺·马洛是本所管理合伙人，也是本所三位创始人之一。她为企业和私募股权投资人提供跨境收购、合资及融资法律服务，尤其专注于德国和中国企业对英国的投资。</p>
<p>2014 年共同创立麦凯沈律师事务所之前，埃莉诺曾在国际律师事务所的伦敦和香港办公室工作十一年。客户赞赏她在艰难谈判中沉着务实的风格，以及带领跨法域大型团队始终聚焦交易关键问题的能力。</p>
<p>埃莉诺担任本所管理委员会主席，并负责本所的企业社会责任项目。她经常就外商投资审查和交易确定性问题发表演讲。</p>`,
    },
    customContents: {
      de_DE: [
        { title: 'Ausbildung', content: '<ul><li>University of Oxford, BA in Rechtswissenschaften</li><li>College of Law, London, Legal Practice Course</li></ul>' },
        { title: 'Zulassung', content: '<p>Qualifiziert als Solicitor in England und Wales (2006)</p>' },
        { title: 'Sprachen', content: '<p>Englisch, Deutsch, Französisch</p>' },
      ],
      en_US: [
        { title: 'Education', content: '<ul><li>University of Oxford, BA in Jurisprudence</li><li>College of Law, London, Legal Practice Course</li></ul>' },
        { title: 'Admissions', content: '<p>Qualified as a solicitor in England and Wales (2006)</p>' },
        { title: 'Languages', content: '<p>English, German, French</p>' },
      ],
      zh_CN: [
        { title: '教育背景', content: '<ul><li>牛津大学，法学学士</li><li>伦敦法学院，法律执业课程</li></ul>' },
        { title: '执业资格', content: '<p>英格兰及威尔士事务律师资格（2006 年）</p>' },
        { title: '工作语言', content: '<p>英语、德语、法语</p>' },
      ],
    },
  },
  {
    key: 'rajiv-mehta',
    name: { de_DE: 'Rajiv Mehta', en_US: 'Rajiv Mehta', zh_CN: '拉吉夫·梅塔' },
    portrait: 'portrait:rajiv-mehta',
    officeKey: 'london',
    jobKeys: ['partner'],
    practiceAreaKeys: ['dispute-resolution', 'trade-compliance'],
    phoneNumber: '+44 20 7946 0102',
    email: 'rajiv.mehta@marlowe-kessler.example',
    top: 10,
    intro: {
      de_DE: `<p>Rajiv Mehta leitet die Praxisgruppe Streitbeilegung. Er vertritt Mandanten in internationalen Schiedsverfahren nach den gängigen institutionellen Regelwerken, vor allem in Streitigkeiten aus Liefer-, Anlagenbau- und Vertriebsverträgen sowie aus Unternehmenskäufen.</p>
<p>Bevor er in die Anwaltschaft wechselte, war Rajiv mehrere Jahre als Syndikus für ein Rohstoffhandelshaus in Singapur tätig. Diese Erfahrung prägt seinen Ansatz: Er denkt ein Verfahren stets vom wirtschaftlichen Ergebnis her und sucht früh nach Möglichkeiten einer Einigung.</p>
<p>Daneben berät Rajiv zu Sanktionen und Exportkontrollen, insbesondere wenn deren Verletzung zu vertraglichen Streitigkeiten führt.</p>`,
      en_US: `<p>Rajiv Mehta heads the firm's dispute resolution group. He represents clients in international arbitrations under the major institutional rules, mainly in disputes arising from supply, construction and distribution contracts and from M&amp;A transactions.</p>
<p>Before entering private practice, Rajiv spent several years as in-house counsel to a commodities trading house in Singapore. That experience shapes his approach: he always works backwards from the commercial outcome and looks for settlement opportunities early.</p>
<p>Rajiv also advises on sanctions and export controls, particularly where a breach turns into a contractual dispute.</p>`,
      zh_CN: `<p>拉吉夫·梅塔是本所争议解决业务组负责人。他代理客户参与依据各主要仲裁机构规则进行的国际仲裁，主要涉及供货、工程建设、分销合同以及并购交易引发的争议。</p>
<p>进入律师事务所执业之前，拉吉夫曾在新加坡一家大宗商品贸易公司担任数年法务顾问。这段经历塑造了他的办案思路：始终从商业结果出发倒推策略，并尽早寻找和解机会。</p>
<p>拉吉夫还就制裁与出口管制问题提供咨询，尤其擅长处理因违规而引发的合同纠纷。</p>`,
    },
    customContents: {
      de_DE: [
        { title: 'Ausbildung', content: '<ul><li>London School of Economics, LLB</li><li>National University of Singapore, LLM in internationalem Schiedsrecht</li></ul>' },
        { title: 'Mitgliedschaften', content: '<p>Fellow des Chartered Institute of Arbitrators</p>' },
        { title: 'Sprachen', content: '<p>Englisch, Hindi, Grundkenntnisse in Chinesisch</p>' },
      ],
      en_US: [
        { title: 'Education', content: '<ul><li>London School of Economics, LLB</li><li>National University of Singapore, LLM in International Arbitration</li></ul>' },
        { title: 'Memberships', content: '<p>Fellow of the Chartered Institute of Arbitrators</p>' },
        { title: 'Languages', content: '<p>English, Hindi, conversational Mandarin</p>' },
      ],
      zh_CN: [
        { title: '教育背景', content: '<ul><li>伦敦政治经济学院，法学学士</li><li>新加坡国立大学，国际仲裁法学硕士</li></ul>' },
        { title: '专业协会', content: '<p>英国皇家特许仲裁员协会资深会员</p>' },
        { title: '工作语言', content: '<p>英语、印地语，可用普通话进行日常交流</p>' },
      ],
    },
  },
  {
    key: 'zoe-whitfield',
    name: { de_DE: 'Zoë Whitfield', en_US: 'Zoë Whitfield', zh_CN: '佐伊·惠特菲尔德' },
    portrait: 'portrait:zoe-whitfield',
    officeKey: 'london',
    jobKeys: ['counsel'],
    practiceAreaKeys: ['data-technology', 'intellectual-property'],
    phoneNumber: '+44 20 7946 0103',
    email: 'zoe.whitfield@marlowe-kessler.example',
    top: 0,
    intro: {
      de_DE: `<p>Zoë Whitfield berät zu Datenschutz, Technologieverträgen und dem Schutz von Software und Know-how. Sie unterstützt Mandanten bei der Gestaltung internationaler Datenflüsse, bei Cloud- und SaaS-Verträgen sowie bei der Einführung von KI-Anwendungen im Unternehmen.</p>
<p>Vor ihrem Wechsel zu Marlowe Kessler &amp; Shen im Jahr 2021 war Zoë sechs Jahre Syndikusanwältin eines europäischen Softwareunternehmens. Sie weiß daher, wie Rechtsabteilungen arbeiten, und formuliert ihre Empfehlungen so, dass Produkt- und IT-Teams sie unmittelbar umsetzen können.</p>`,
      en_US: `<p>Zoë Whitfield advises on data protection, technology contracts and the protection of software and know-how. She helps clients design international data flows, negotiate cloud and SaaS agreements and introduce AI tools into their businesses.</p>
<p>Before joining Marlowe Kessler &amp; Shen in 2021, Zoë spent six years as in-house counsel at a European software company. She knows how legal departments work and writes her advice so that product and IT teams can act on it straight away.</p>`,
      zh_CN: `<p>佐伊·惠特菲尔德专注于数据保护、科技合同以及软件和技术秘密保护。她协助客户设计跨境数据传输方案，谈判云服务和 SaaS 协议，并为企业引入人工智能工具提供法律支持。</p>
<p>2021 年加入麦凯沈律师事务所之前，佐伊曾在一家欧洲软件公司担任内部法务六年。她深谙企业法务部门的工作方式，所出具的意见能让产品和 IT 团队直接落地执行。</p>`,
    },
    customContents: {
      de_DE: [
        { title: 'Ausbildung', content: '<ul><li>University of Edinburgh, LLB</li><li>King\'s College London, LLM in Recht des geistigen Eigentums und Informationsrecht</li></ul>' },
        { title: 'Zertifizierungen', content: '<p>Zertifizierte Datenschutzexpertin für europäisches Datenschutzrecht</p>' },
      ],
      en_US: [
        { title: 'Education', content: '<ul><li>University of Edinburgh, LLB</li><li>King\'s College London, LLM in Intellectual Property and Information Law</li></ul>' },
        { title: 'Certifications', content: '<p>Certified privacy professional in European data protection law</p>' },
      ],
      zh_CN: [
        { title: '教育背景', content: '<ul><li>爱丁堡大学，法学学士</li><li>伦敦国王学院，知识产权与信息法法学硕士</li></ul>' },
        { title: '专业认证', content: '<p>欧洲数据保护法认证隐私专业人员</p>' },
      ],
    },
  },
  {
    key: 'thomas-okafor',
    name: { de_DE: 'Thomas Okafor', en_US: 'Thomas Okafor', zh_CN: '托马斯·奥卡福' },
    portrait: 'portrait:thomas-okafor',
    officeKey: 'london',
    jobKeys: ['senior-associate'],
    practiceAreaKeys: ['employment'],
    phoneNumber: '+44 20 7946 0104',
    email: 'thomas.okafor@marlowe-kessler.example',
    top: 0,
    intro: {
      de_DE: `<p>Thomas Okafor berät Arbeitgeber zu allen Fragen des britischen Arbeitsrechts. Seine Schwerpunkte sind Vorstandsverträge, Vergütungs- und Bonusregelungen, Umstrukturierungen sowie die arbeitsrechtlichen Aspekte von Unternehmenskäufen.</p>
<p>Thomas betreut viele deutsche und chinesische Unternehmen, die erstmals Personal im Vereinigten Königreich einstellen. Er hilft ihnen, Arbeitsverträge, Richtlinien und Prozesse aufzusetzen, die den britischen Anforderungen genügen und dennoch zur Konzernkultur passen.</p>`,
      en_US: `<p>Thomas Okafor advises employers on all aspects of UK employment law. His focus is on executive service agreements, pay and bonus arrangements, restructurings and the employment side of corporate transactions.</p>
<p>Thomas works with many German and Chinese businesses hiring in the United Kingdom for the first time. He helps them put in place contracts, policies and processes that meet UK requirements while still fitting the group's culture.</p>`,
      zh_CN: `<p>托马斯·奥卡福就英国劳动法的各个方面为雇主提供咨询，重点包括高管服务协议、薪酬与奖金安排、组织架构调整以及公司交易中的劳动事项。</p>
<p>托马斯服务的客户中有许多是首次在英国招聘员工的德国和中国企业。他协助这些企业制定既符合英国法律要求、又契合集团文化的劳动合同、规章制度和管理流程。</p>`,
    },
    customContents: {
      de_DE: [
        { title: 'Ausbildung', content: '<ul><li>University of Manchester, LLB</li><li>BPP University, Legal Practice Course</li></ul>' },
        { title: 'Aktuelle Mandate', content: '<ul><li>Beratung eines deutschen Maschinenbauers beim Aufbau seiner britischen Vertriebsgesellschaft mit 60 Beschäftigten</li><li>Begleitung der Neuordnung der Bonusregelungen eines chinesischen Technologiekonzerns in Europa</li></ul>' },
      ],
      en_US: [
        { title: 'Education', content: '<ul><li>University of Manchester, LLB</li><li>BPP University, Legal Practice Course</li></ul>' },
        { title: 'Recent matters', content: '<ul><li>Advising a German machinery manufacturer on setting up its 60-person UK sales company</li><li>Supporting a Chinese technology group on the overhaul of its European bonus arrangements</li></ul>' },
      ],
      zh_CN: [
        { title: '教育背景', content: '<ul><li>曼彻斯特大学，法学学士</li><li>BPP 大学，法律执业课程</li></ul>' },
        { title: '近期项目', content: '<ul><li>为一家德国机械制造商设立拥有 60 名员工的英国销售公司提供咨询</li><li>协助一家中国科技集团重新设计其欧洲奖金制度</li></ul>' },
      ],
    },
  },
  {
    key: 'hannah-price',
    name: { de_DE: 'Hannah Price', en_US: 'Hannah Price', zh_CN: '汉娜·普赖斯' },
    portrait: 'portrait:hannah-price',
    officeKey: 'london',
    jobKeys: ['associate'],
    practiceAreaKeys: ['corporate-ma', 'tax'],
    phoneNumber: '+44 20 7946 0105',
    email: 'hannah.price@marlowe-kessler.example',
    top: 0,
    intro: {
      de_DE: `<p>Hannah Price ist Associate in unserer Praxisgruppe Gesellschaftsrecht &amp; M&amp;A. Sie arbeitet an Unternehmenskäufen, Minderheitsbeteiligungen und Joint Ventures und koordiniert dabei häufig die Due Diligence über mehrere Länder hinweg.</p>
<p>Mit ihrem Hintergrund in Betriebswirtschaft unterstützt Hannah zudem unser Steuerteam bei der Strukturierung von Holdinggesellschaften und Managementbeteiligungsprogrammen. 2024 verbrachte sie sechs Monate in unserem Frankfurter Büro.</p>`,
      en_US: `<p>Hannah Price is an associate in our Corporate &amp; M&amp;A group. She works on acquisitions, minority investments and joint ventures, and often coordinates due diligence across several countries.</p>
<p>With a background in business studies, Hannah also supports our tax team on the structuring of holding companies and management incentive plans. In 2024 she spent six months on secondment to our Frankfurt office.</p>`,
      zh_CN: `<p>汉娜·普赖斯是本所公司与并购业务组律师，参与收购、少数股权投资和合资项目，并经常负责协调跨多个国家的尽职调查工作。</p>
<p>汉娜拥有商科背景，同时协助税务团队设计控股公司架构和管理层激励计划。2024 年，她曾被派驻本所法兰克福办公室工作六个月。</p>`,
    },
    customContents: {
      de_DE: [
        { title: 'Ausbildung', content: '<ul><li>University of Warwick, BSc in Betriebswirtschaft</li><li>University of Law, Graduate Diploma in Law</li></ul>' },
        { title: 'Sprachen', content: '<p>Englisch, Deutsch</p>' },
      ],
      en_US: [
        { title: 'Education', content: '<ul><li>University of Warwick, BSc in Management</li><li>University of Law, Graduate Diploma in Law</li></ul>' },
        { title: 'Languages', content: '<p>English, German</p>' },
      ],
      zh_CN: [
        { title: '教育背景', content: '<ul><li>华威大学，管理学学士</li><li>英国法学院，法律研究生文凭</li></ul>' },
        { title: '工作语言', content: '<p>英语、德语</p>' },
      ],
    },
  },
  {
    key: 'jose-ramirez',
    name: { de_DE: 'José Ramírez', en_US: 'José Ramírez', zh_CN: '何塞·拉米雷斯' },
    portrait: 'portrait:jose-ramirez',
    officeKey: 'london',
    jobKeys: ['associate'],
    practiceAreaKeys: ['dispute-resolution', 'banking-finance'],
    phoneNumber: '+44 20 7946 0106',
    email: 'jose.ramirez@marlowe-kessler.example',
    top: 0,
    intro: {
      de_DE: `<p>José Ramírez ist Associate in der Praxisgruppe Streitbeilegung. Er arbeitet an Schiedsverfahren mit Bezug zu Finanzierungen, Garantien und Anlagenbauprojekten und wirkt an der Durchsetzung von Schiedssprüchen in mehreren Rechtsordnungen mit.</p>
<p>José ist in Spanien als Abogado zugelassen und kam 2022 über ein LLM-Studium nach London. Seine Kenntnisse der spanisch- und portugiesischsprachigen Märkte nutzen vor allem Mandanten mit Projekten in Lateinamerika.</p>`,
      en_US: `<p>José Ramírez is an associate in the dispute resolution group. He works on arbitrations involving financings, guarantees and construction projects, and assists with the enforcement of awards in several jurisdictions.</p>
<p>José is admitted as an abogado in Spain and came to London in 2022 to study for an LLM. His knowledge of Spanish- and Portuguese-speaking markets is particularly valued by clients with projects in Latin America.</p>`,
      zh_CN: `<p>何塞·拉米雷斯是本所争议解决业务组律师，参与涉及融资、保函及工程项目的仲裁案件，并协助在多个法域申请执行仲裁裁决。</p>
<p>何塞具有西班牙律师执业资格，2022 年赴伦敦攻读法学硕士。他对西班牙语和葡萄牙语市场的了解，尤其为在拉丁美洲开展项目的客户所倚重。</p>`,
    },
    customContents: {
      de_DE: [
        { title: 'Ausbildung', content: '<ul><li>Universidad Complutense de Madrid, Rechtswissenschaften</li><li>University College London, LLM in internationalem Handelsrecht</li></ul>' },
        { title: 'Zulassung', content: '<p>Abogado, Colegio de Abogados de Madrid (2019)</p>' },
        { title: 'Sprachen', content: '<p>Spanisch, Englisch, Portugiesisch</p>' },
      ],
      en_US: [
        { title: 'Education', content: '<ul><li>Complutense University of Madrid, Law degree</li><li>University College London, LLM in International Commercial Law</li></ul>' },
        { title: 'Admissions', content: '<p>Abogado, Madrid Bar Association (2019)</p>' },
        { title: 'Languages', content: '<p>Spanish, English, Portuguese</p>' },
      ],
      zh_CN: [
        { title: '教育背景', content: '<ul><li>马德里康普顿斯大学，法学学位</li><li>伦敦大学学院，国际商法法学硕士</li></ul>' },
        { title: '执业资格', content: '<p>西班牙马德里律师协会执业律师（2019 年）</p>' },
        { title: '工作语言', content: '<p>西班牙语、英语、葡萄牙语</p>' },
      ],
    },
  },
  // ------------------------------------------------------------- Frankfurt
  {
    key: 'juergen-kessler',
    name: { de_DE: 'Jürgen Kessler', en_US: 'Jürgen Kessler', zh_CN: '于尔根·凯斯勒' },
    portrait: 'portrait:juergen-kessler',
    officeKey: 'frankfurt',
    jobKeys: ['partner'],
    practiceAreaKeys: ['corporate-ma', 'tax'],
    phoneNumber: '+49 69 5550 1701',
    email: 'juergen.kessler@marlowe-kessler.example',
    top: 30,
    intro: {
      de_DE: `<p>Jürgen Kessler ist Gründungspartner und leitet das Frankfurter Büro. Als Rechtsanwalt und Steuerberater verbindet er gesellschaftsrechtliche und steuerliche Beratung bei Unternehmenskäufen, Umstrukturierungen und Nachfolgelösungen im Mittelstand.</p>
<p>Jürgen begleitet seit über zwanzig Jahren chinesische Investoren in Deutschland und deutsche Familienunternehmen beim Markteintritt in China. Während eines zweijährigen Studienaufenthalts in Nanjing hat er Chinesisch gelernt – was in Verhandlungen regelmäßig für eine angenehme Überraschung sorgt.</p>
<p>Er ist Lehrbeauftragter für internationales Steuerrecht an einer Frankfurter Hochschule und Autor zahlreicher Fachbeiträge zu grenzüberschreitenden Umwandlungen.</p>`,
      en_US: `<p>Jürgen Kessler is a founding partner and heads the Frankfurt office. Qualified both as a Rechtsanwalt and as a German tax adviser, he combines corporate and tax advice on acquisitions, reorganisations and succession planning for mid-sized companies.</p>
<p>For more than twenty years Jürgen has guided Chinese investors into Germany and German family businesses into China. He learned Mandarin during two years of study in Nanjing, which regularly comes as a pleasant surprise at the negotiating table.</p>
<p>He teaches international tax law at a Frankfurt university and has written widely on cross-border reorganisations.</p>`,
      zh_CN: `<p>于尔根·凯斯勒是本所创始合伙人，负责法兰克福办公室。他同时具备德国律师和德国税务师资格，在中型企业的收购、重组和传承规划中兼顾公司法与税务两方面的专业意见。</p>
<p>二十多年来，于尔根一直协助中国投资人进入德国市场，并帮助德国家族企业开拓中国市场。他曾在南京留学两年，能说流利的中文，这常常让谈判对手感到意外和亲切。</p>
<p>他在法兰克福一所高校讲授国际税法，并就跨境改组问题发表过大量专业文章。</p>`,
    },
    customContents: {
      de_DE: [
        { title: 'Ausbildung', content: '<ul><li>Johann Wolfgang Goethe-Universität Frankfurt am Main, Erstes und Zweites Juristisches Staatsexamen</li><li>Universität Nanjing, Studium der chinesischen Sprache und des chinesischen Wirtschaftsrechts</li></ul>' },
        { title: 'Zulassungen', content: '<ul><li>Rechtsanwalt (2001)</li><li>Steuerberater (2005)</li></ul>' },
        { title: 'Sprachen', content: '<p>Deutsch, Englisch, Chinesisch</p>' },
      ],
      en_US: [
        { title: 'Education', content: '<ul><li>Goethe University Frankfurt, First and Second State Examinations in Law</li><li>Nanjing University, Chinese language and Chinese business law studies</li></ul>' },
        { title: 'Admissions', content: '<ul><li>Rechtsanwalt, Germany (2001)</li><li>Steuerberater (certified tax adviser), Germany (2005)</li></ul>' },
        { title: 'Languages', content: '<p>German, English, Mandarin</p>' },
      ],
      zh_CN: [
        { title: '教育背景', content: '<ul><li>法兰克福歌德大学，德国第一次及第二次国家司法考试</li><li>南京大学，中文及中国商法进修</li></ul>' },
        { title: '执业资格', content: '<ul><li>德国律师（2001 年）</li><li>德国税务师（2005 年）</li></ul>' },
        { title: '工作语言', content: '<p>德语、英语、中文</p>' },
      ],
    },
  },
  {
    key: 'katrin-beck',
    name: { de_DE: 'Katrin Beck', en_US: 'Katrin Beck', zh_CN: '卡特琳·贝克' },
    portrait: 'portrait:katrin-beck',
    officeKey: 'frankfurt',
    jobKeys: ['partner'],
    practiceAreaKeys: ['banking-finance'],
    phoneNumber: '+49 69 5550 1702',
    email: 'katrin.beck@marlowe-kessler.example',
    top: 0,
    intro: {
      de_DE: `<p>Dr. Katrin Beck berät Unternehmen, Finanzinvestoren und Kreditfonds bei Akquisitions- und Unternehmensfinanzierungen. Ein besonderer Schwerpunkt liegt auf der Gestaltung deutscher Sicherheitenpakete für Finanzierungen nach englischem Recht sowie auf Restrukturierungen notleidender Kredite.</p>
<p>Katrin kam 2018 als Partnerin zu Marlowe Kessler &amp; Shen, nachdem sie ihre Karriere im Finanzierungsteam einer großen Wirtschaftskanzlei in Frankfurt begonnen hatte. Sie promovierte über Intercreditor-Vereinbarungen im deutschen Insolvenzrecht und ist eine gefragte Referentin zu nachhaltigkeitsgebundenen Krediten.</p>`,
      en_US: `<p>Dr Katrin Beck advises corporates, sponsors and debt funds on acquisition and corporate financings. She is particularly known for structuring German security packages for English-law facilities and for restructuring distressed loans.</p>
<p>Katrin joined Marlowe Kessler &amp; Shen as a partner in 2018, having started her career in the finance team of a large Frankfurt business law firm. Her doctoral thesis examined intercreditor agreements under German insolvency law, and she is a sought-after speaker on sustainability-linked lending.</p>`,
      zh_CN: `<p>卡特琳·贝克博士为企业、私募基金和债务基金提供收购融资及公司融资法律服务，尤其擅长为英国法贷款设计德国担保方案，以及处理不良贷款重组。</p>
<p>卡特琳在法兰克福一家大型商事律所的金融团队开始职业生涯，2018 年以合伙人身份加入麦凯沈律师事务所。她的博士论文研究德国破产法下的债权人间协议，也是可持续发展挂钩贷款领域备受欢迎的演讲嘉宾。</p>`,
    },
    customContents: {
      de_DE: [
        { title: 'Ausbildung', content: '<ul><li>Universität Mannheim, Erstes Juristisches Staatsexamen</li><li>Promotion zum Dr. iur., Universität Heidelberg</li><li>Zweites Juristisches Staatsexamen, Hessen</li></ul>' },
        { title: 'Zulassung', content: '<p>Rechtsanwältin (2010)</p>' },
      ],
      en_US: [
        { title: 'Education', content: '<ul><li>University of Mannheim, First State Examination in Law</li><li>Doctorate in Law (Dr. iur.), Heidelberg University</li><li>Second State Examination in Law, Hesse</li></ul>' },
        { title: 'Admissions', content: '<p>Rechtsanwältin, Germany (2010)</p>' },
      ],
      zh_CN: [
        { title: '教育背景', content: '<ul><li>曼海姆大学，德国第一次国家司法考试</li><li>海德堡大学，法学博士</li><li>黑森州第二次国家司法考试</li></ul>' },
        { title: '执业资格', content: '<p>德国律师（2010 年）</p>' },
      ],
    },
  },
  {
    key: 'lukas-hoffmann',
    name: { de_DE: 'Lukas Hoffmann', en_US: 'Lukas Hoffmann', zh_CN: '卢卡斯·霍夫曼' },
    portrait: 'portrait:lukas-hoffmann',
    officeKey: 'frankfurt',
    jobKeys: ['senior-associate'],
    practiceAreaKeys: ['employment', 'data-technology'],
    phoneNumber: '+49 69 5550 1703',
    email: 'lukas.hoffmann@marlowe-kessler.example',
    top: 0,
    intro: {
      de_DE: `<p>Lukas Hoffmann berät Arbeitgeber im individuellen und kollektiven Arbeitsrecht. Er verhandelt mit Betriebsräten über Interessenausgleiche und Sozialpläne, gestaltet Entsendungen zwischen Deutschland, Großbritannien und China und begleitet die Einführung von HR-Software.</p>
<p>An der Schnittstelle zum Beschäftigtendatenschutz unterstützt Lukas Mandanten bei Betriebsvereinbarungen zu IT-Systemen und bei internen Untersuchungen. Er schätzt pragmatische Lösungen, die auch nach Abschluss der Verhandlungen im Betrieb funktionieren.</p>`,
      en_US: `<p>Lukas Hoffmann advises employers on individual and collective German employment law. He negotiates reconciliation of interests and social plans with works councils, structures secondments between Germany, the UK and China, and supports the roll-out of HR software.</p>
<p>Where employment law meets employee data protection, Lukas helps clients with works agreements on IT systems and with internal investigations. He favours practical solutions that still work on the shop floor long after the negotiations are over.</p>`,
      zh_CN: `<p>卢卡斯·霍夫曼就德国个别劳动法和集体劳动法为雇主提供咨询。他代表雇主与职工委员会就利益平衡协议和社会计划进行谈判，设计德国、英国与中国之间的人员派遣方案，并协助企业上线人力资源软件。</p>
<p>在劳动法与员工数据保护的交叉领域，卢卡斯协助客户订立关于 IT 系统的企业协议并开展内部调查。他推崇务实的解决方案，确保谈判结束后在企业日常运营中依然行之有效。</p>`,
    },
    customContents: {
      de_DE: [
        { title: 'Ausbildung', content: '<ul><li>Ruprecht-Karls-Universität Heidelberg, Erstes Juristisches Staatsexamen</li><li>Zweites Juristisches Staatsexamen, Hessen</li></ul>' },
        { title: 'Zulassung', content: '<p>Rechtsanwalt (2017), Fachanwalt für Arbeitsrecht</p>' },
      ],
      en_US: [
        { title: 'Education', content: '<ul><li>Heidelberg University, First State Examination in Law</li><li>Second State Examination in Law, Hesse</li></ul>' },
        { title: 'Admissions', content: '<p>Rechtsanwalt, Germany (2017); certified specialist in employment law</p>' },
      ],
      zh_CN: [
        { title: '教育背景', content: '<ul><li>海德堡大学，德国第一次国家司法考试</li><li>黑森州第二次国家司法考试</li></ul>' },
        { title: '执业资格', content: '<p>德国律师（2017 年），劳动法专业律师</p>' },
      ],
    },
  },
  {
    key: 'annika-schroeder',
    name: { de_DE: 'Annika Schröder', en_US: 'Annika Schröder', zh_CN: '安妮卡·施罗德' },
    portrait: 'portrait:annika-schroeder',
    officeKey: 'frankfurt',
    jobKeys: ['associate'],
    practiceAreaKeys: ['intellectual-property', 'dispute-resolution'],
    phoneNumber: '+49 69 5550 1704',
    email: 'annika.schroeder@marlowe-kessler.example',
    top: 0,
    intro: {
      de_DE: `<p>Annika Schröder ist Associate und berät zu Marken-, Design- und Lizenzrecht. Sie betreut Markenportfolios deutscher Konsumgüterhersteller in Europa und Asien und koordiniert Maßnahmen gegen Nachahmungen auf Online-Marktplätzen.</p>
<p>Darüber hinaus wirkt Annika an Schiedsverfahren aus Lizenz- und Vertriebsverträgen mit. Vor ihrem Referendariat arbeitete sie ein Jahr in der Rechtsabteilung eines Sportartikelherstellers.</p>`,
      en_US: `<p>Annika Schröder is an associate advising on trade mark, design and licensing law. She manages the brand portfolios of German consumer goods manufacturers across Europe and Asia and coordinates action against counterfeits on online marketplaces.</p>
<p>Annika also works on arbitrations arising from licence and distribution agreements. Before her legal traineeship she spent a year in the legal department of a sporting goods manufacturer.</p>`,
      zh_CN: `<p>安妮卡·施罗德是本所律师，专注于商标、外观设计和许可法律事务。她为德国消费品制造商管理其在欧洲和亚洲的商标组合，并协调打击电商平台假冒产品的行动。</p>
<p>安妮卡还参与因许可和分销合同引发的仲裁案件。在开始律师实习培训之前，她曾在一家体育用品制造商的法务部工作一年。</p>`,
    },
    customContents: {
      de_DE: [
        { title: 'Ausbildung', content: '<ul><li>Universität Hamburg, Erstes Juristisches Staatsexamen</li><li>Zweites Juristisches Staatsexamen, Hessen</li></ul>' },
        { title: 'Sprachen', content: '<p>Deutsch, Englisch, Schwedisch</p>' },
      ],
      en_US: [
        { title: 'Education', content: '<ul><li>University of Hamburg, First State Examination in Law</li><li>Second State Examination in Law, Hesse</li></ul>' },
        { title: 'Languages', content: '<p>German, English, Swedish</p>' },
      ],
      zh_CN: [
        { title: '教育背景', content: '<ul><li>汉堡大学，德国第一次国家司法考试</li><li>黑森州第二次国家司法考试</li></ul>' },
        { title: '工作语言', content: '<p>德语、英语、瑞典语</p>' },
      ],
    },
  },
  // -------------------------------------------------------------- Shanghai
  {
    key: 'yiran-shen',
    name: { de_DE: 'Yiran Shen', en_US: 'Yiran Shen', zh_CN: '沈怡然' },
    portrait: 'portrait:yiran-shen',
    officeKey: 'shanghai',
    jobKeys: ['partner'],
    practiceAreaKeys: ['corporate-ma', 'trade-compliance', 'dispute-resolution'],
    phoneNumber: '+86 21 5555 0101',
    email: 'yiran.shen@marlowe-kessler.example',
    top: 20,
    intro: {
      de_DE: `<p>Yiran Shen ist Gründungspartnerin und leitet das Büro in Shanghai. Sie berät europäische Unternehmen bei Investitionen, Joint Ventures und Umstrukturierungen in China sowie chinesische Unternehmen bei Akquisitionen in Europa.</p>
<p>In den vergangenen Jahren hat Yiran zahlreiche Mandanten durch die zunehmend komplexen Anforderungen an Exportkontrollen und Sanktionen auf beiden Seiten begleitet. Sie ist bekannt dafür, in angespannten Situationen Brücken zwischen den Verhandlungspartnern zu bauen.</p>
<p>Yiran studierte in Shanghai und London und arbeitete vor der Gründung der Kanzlei in den Rechtsabteilungen zweier internationaler Industriekonzerne. Sie ist als Schiedsrichterin bei mehreren asiatischen Schiedsinstitutionen gelistet.</p>`,
      en_US: `<p>Yiran Shen is a founding partner and heads the Shanghai office. She advises European companies on investments, joint ventures and restructurings in China, and Chinese companies on acquisitions in Europe.</p>
<p>In recent years Yiran has guided many clients through increasingly complex export control and sanctions requirements on both sides. She is known for building bridges between the parties when negotiations become tense.</p>
<p>Yiran studied in Shanghai and London and, before co-founding the firm, worked in the legal departments of two international industrial groups. She is on the panel of arbitrators of several Asian arbitral institutions.</p>`,
      zh_CN: `<p>沈怡然是本所创始合伙人，负责上海办公室。她为欧洲企业在华投资、合资和重组提供法律服务，也为中国企业在欧洲的收购项目提供咨询。</p>
<p>近年来，沈怡然协助众多客户应对中欧双方日益复杂的出口管制和制裁合规要求。在谈判陷入僵局时，她善于在各方之间搭建沟通的桥梁。</p>
<p>沈怡然先后在上海和伦敦求学，创立本所之前曾在两家跨国工业集团的法务部门任职。她同时担任多家亚洲仲裁机构的仲裁员。</p>`,
    },
    customContents: {
      de_DE: [
        { title: 'Ausbildung', content: '<ul><li>East China University of Political Science and Law, Bachelor of Laws</li><li>University College London, LLM</li></ul>' },
        { title: 'Qualifikationen', content: '<p>Bestandene chinesische juristische Staatsprüfung (2004)</p>' },
        { title: 'Sprachen', content: '<p>Chinesisch (Mandarin, Shanghainesisch), Englisch, Grundkenntnisse in Deutsch</p>' },
      ],
      en_US: [
        { title: 'Education', content: '<ul><li>East China University of Political Science and Law, Bachelor of Laws</li><li>University College London, LLM</li></ul>' },
        { title: 'Qualifications', content: '<p>Passed the PRC National Judicial Examination (2004)</p>' },
        { title: 'Languages', content: '<p>Mandarin, Shanghainese, English, basic German</p>' },
      ],
      zh_CN: [
        { title: '教育背景', content: '<ul><li>华东政法大学，法学学士</li><li>伦敦大学学院，法学硕士</li></ul>' },
        { title: '资格', content: '<p>通过国家司法考试（2004 年）</p>' },
        { title: '工作语言', content: '<p>普通话、上海话、英语，德语基础</p>' },
      ],
    },
  },
  {
    key: 'mingyuan-zhou',
    name: { de_DE: 'Mingyuan Zhou', en_US: 'Mingyuan Zhou', zh_CN: '周明远' },
    portrait: 'portrait:mingyuan-zhou',
    officeKey: 'shanghai',
    jobKeys: ['counsel'],
    practiceAreaKeys: ['intellectual-property', 'data-technology'],
    phoneNumber: '+86 21 5555 0102',
    email: 'mingyuan.zhou@marlowe-kessler.example',
    top: 0,
    intro: {
      de_DE: `<p>Mingyuan Zhou berät Technologie- und Industrieunternehmen zu Patenten, Technologietransfer und Datenschutz in China. Er hat einen naturwissenschaftlichen Hintergrund und versteht die Technik hinter den Schutzrechten, die er betreut.</p>
<p>Ein Schwerpunkt seiner Arbeit ist die Frage, wie europäische Unternehmen Forschungs- und Produktionsdaten rechtssicher zwischen China und Europa austauschen können. Mingyuan begleitet Mandanten bei Sicherheitsbewertungen, Standardverträgen und Zertifizierungen für grenzüberschreitende Datenübermittlungen.</p>`,
      en_US: `<p>Mingyuan Zhou advises technology and industrial companies on patents, technology transfer and data protection in China. With a background in science, he understands the technology behind the rights he looks after.</p>
<p>A focus of his work is how European companies can exchange research and production data between China and Europe with legal certainty. Mingyuan supports clients through security assessments, standard contracts and certification for cross-border data transfers.</p>`,
      zh_CN: `<p>周明远为科技和工业企业提供中国专利、技术转让及数据保护方面的法律服务。他拥有理工科背景，能够深入理解所代理权利背后的技术。</p>
<p>他的工作重点之一，是帮助欧洲企业在中欧之间合规地交换研发和生产数据。周明远协助客户办理数据出境安全评估、订立标准合同以及申请个人信息保护认证。</p>`,
    },
    customContents: {
      de_DE: [
        { title: 'Ausbildung', content: '<ul><li>Tongji-Universität, Bachelor in Maschinenbau</li><li>Fudan-Universität, Master of Laws</li></ul>' },
        { title: 'Qualifikationen', content: '<ul><li>Bestandene chinesische juristische Staatsprüfung (2010)</li><li>Chinesischer Patentanwalt (2012)</li></ul>' },
      ],
      en_US: [
        { title: 'Education', content: '<ul><li>Tongji University, Bachelor of Engineering in Mechanical Engineering</li><li>Fudan University, Master of Laws</li></ul>' },
        { title: 'Qualifications', content: '<ul><li>Passed the PRC National Judicial Examination (2010)</li><li>PRC patent attorney (2012)</li></ul>' },
      ],
      zh_CN: [
        { title: '教育背景', content: '<ul><li>同济大学，机械工程学士</li><li>复旦大学，法学硕士</li></ul>' },
        { title: '资格', content: '<ul><li>通过国家司法考试（2010 年）</li><li>专利代理师资格（2012 年）</li></ul>' },
      ],
    },
  },
  {
    key: 'xiaowen-li',
    name: { de_DE: 'Xiaowen Li', en_US: 'Xiaowen Li', zh_CN: '李晓雯' },
    portrait: 'portrait:xiaowen-li',
    officeKey: 'shanghai',
    jobKeys: ['senior-associate'],
    practiceAreaKeys: ['employment', 'tax'],
    phoneNumber: '+86 21 5555 0103',
    email: 'xiaowen.li@marlowe-kessler.example',
    top: 0,
    intro: {
      de_DE: `<p>Xiaowen Li berät ausländisch investierte Unternehmen in China zu Arbeits- und Steuerfragen. Sie unterstützt bei der Gestaltung von Arbeitsverträgen und Betriebsordnungen, bei Personalabbau und bei der steuerlichen Behandlung von Entsendungen und Mitarbeiterbeteiligungen.</p>
<p>Xiaowen verbrachte 2023 ein Jahr in unserem Frankfurter Büro und ist seitdem die erste Ansprechpartnerin für deutsche Mandanten mit Personal in der Region Shanghai. Sie gibt regelmäßig Seminare für Personalverantwortliche.</p>`,
      en_US: `<p>Xiaowen Li advises foreign-invested enterprises in China on employment and tax matters. She helps with employment contracts and staff handbooks, workforce reductions and the tax treatment of secondments and employee share plans.</p>
<p>Xiaowen spent 2023 in our Frankfurt office and has since been the first port of call for German clients with staff in the Shanghai region. She regularly runs seminars for HR managers.</p>`,
      zh_CN: `<p>李晓雯为在华外商投资企业提供劳动和税务法律服务，协助客户制定劳动合同和员工手册，处理裁员事宜，并就外派人员和员工持股计划的税务处理提供意见。</p>
<p>李晓雯于 2023 年在本所法兰克福办公室工作一年，此后一直是在上海地区雇有员工的德国客户的首要联系人。她经常为人力资源管理人员举办专题讲座。</p>`,
    },
    customContents: {
      de_DE: [
        { title: 'Ausbildung', content: '<ul><li>Shanghai Jiao Tong University, Bachelor of Laws</li><li>Universität zu Köln, LLM</li></ul>' },
        { title: 'Sprachen', content: '<p>Chinesisch, Englisch, Deutsch</p>' },
      ],
      en_US: [
        { title: 'Education', content: '<ul><li>Shanghai Jiao Tong University, Bachelor of Laws</li><li>University of Cologne, LLM</li></ul>' },
        { title: 'Languages', content: '<p>Mandarin, English, German</p>' },
      ],
      zh_CN: [
        { title: '教育背景', content: '<ul><li>上海交通大学，法学学士</li><li>德国科隆大学，法学硕士</li></ul>' },
        { title: '工作语言', content: '<p>中文、英语、德语</p>' },
      ],
    },
  },
  {
    key: 'hao-chen',
    name: { de_DE: 'Hao Chen', en_US: 'Hao Chen', zh_CN: '陈浩' },
    portrait: 'portrait:hao-chen',
    officeKey: 'shanghai',
    jobKeys: ['associate'],
    practiceAreaKeys: ['banking-finance', 'corporate-ma'],
    phoneNumber: '+86 21 5555 0104',
    email: 'hao.chen@marlowe-kessler.example',
    top: 0,
    intro: {
      de_DE: `<p>Hao Chen ist Associate in Shanghai und arbeitet an grenzüberschreitenden Finanzierungen und Unternehmenskäufen. Er unterstützt chinesische Kreditnehmer bei Finanzierungen nach englischem Recht und europäische Mandanten bei Beteiligungen an chinesischen Gesellschaften.</p>
<p>Vor seinem Wechsel in die Kanzlei war Hao zwei Jahre im Investmentbanking tätig. Er behält deshalb neben den Verträgen auch die Finanzkennzahlen im Blick.</p>`,
      en_US: `<p>Hao Chen is an associate in Shanghai working on cross-border financings and acquisitions. He supports Chinese borrowers on English-law facilities and European clients investing in Chinese companies.</p>
<p>Before joining the firm, Hao spent two years in investment banking, so he keeps an eye on the financial covenants as well as the contract wording.</p>`,
      zh_CN: `<p>陈浩是本所上海办公室律师，参与跨境融资和收购项目。他协助中国借款人办理英国法项下的贷款融资，并为投资中国企业的欧洲客户提供支持。</p>
<p>加入本所之前，陈浩曾在投资银行工作两年，因此在审阅合同条款的同时，也会密切关注各项财务指标。</p>`,
    },
    customContents: {
      de_DE: [
        { title: 'Ausbildung', content: '<ul><li>Peking-Universität, Bachelor of Laws</li><li>London School of Economics, LLM</li></ul>' },
        { title: 'Qualifikationen', content: '<p>Bestandene chinesische juristische Berufsqualifikationsprüfung (2019)</p>' },
      ],
      en_US: [
        { title: 'Education', content: '<ul><li>Peking University, Bachelor of Laws</li><li>London School of Economics, LLM</li></ul>' },
        { title: 'Qualifications', content: '<p>Passed the PRC National Unified Legal Professional Qualification Examination (2019)</p>' },
      ],
      zh_CN: [
        { title: '教育背景', content: '<ul><li>北京大学，法学学士</li><li>伦敦政治经济学院，法学硕士</li></ul>' },
        { title: '资格', content: '<p>通过国家统一法律职业资格考试（2019 年）</p>' },
      ],
    },
  },
  {
    key: 'jiayi-wang',
    name: { de_DE: 'Jiayi Wang', en_US: 'Jiayi Wang', zh_CN: '王佳怡' },
    portrait: 'portrait:jiayi-wang',
    officeKey: 'shanghai',
    jobKeys: ['trainee'],
    practiceAreaKeys: ['trade-compliance'],
    phoneNumber: '+86 21 5555 0105',
    email: 'jiayi.wang@marlowe-kessler.example',
    top: 0,
    intro: {
      de_DE: `<p>Jiayi Wang ist Trainee im Shanghaier Büro. Sie unterstützt das Team Außenhandel &amp; Sanktionen bei der Prüfung von Lieferketten, der Klassifizierung von Gütern und der Vorbereitung von Compliance-Schulungen.</p>
<p>Jiayi hat ihr Masterstudium in Hamburg abgeschlossen und begeistert sich für die Frage, wie Unternehmen widersprüchliche Vorgaben verschiedener Rechtsordnungen in Einklang bringen können.</p>`,
      en_US: `<p>Jiayi Wang is a trainee lawyer in the Shanghai office. She supports the international trade and sanctions team with supply-chain reviews, export classification of goods and the preparation of compliance training.</p>
<p>Jiayi completed her master's degree in Hamburg and is fascinated by how businesses reconcile conflicting requirements from different legal systems.</p>`,
      zh_CN: `<p>王佳怡是本所上海办公室实习律师，协助国际贸易与制裁合规团队开展供应链审查、物项出口管制分类及合规培训的准备工作。</p>
<p>王佳怡在德国汉堡完成硕士学业，对企业如何协调不同法律体系之间相互冲突的要求抱有浓厚兴趣。</p>`,
    },
    customContents: {
      de_DE: [
        { title: 'Ausbildung', content: '<ul><li>Wuhan-Universität, Bachelor of Laws</li><li>Universität Hamburg, LLM in Seehandels- und Außenwirtschaftsrecht</li></ul>' },
        { title: 'Sprachen', content: '<p>Chinesisch, Englisch, Deutsch</p>' },
      ],
      en_US: [
        { title: 'Education', content: '<ul><li>Wuhan University, Bachelor of Laws</li><li>University of Hamburg, LLM in Maritime and International Trade Law</li></ul>' },
        { title: 'Languages', content: '<p>Mandarin, English, German</p>' },
      ],
      zh_CN: [
        { title: '教育背景', content: '<ul><li>武汉大学，法学学士</li><li>汉堡大学，海商法与国际贸易法法学硕士</li></ul>' },
        { title: '工作语言', content: '<p>中文、英语、德语</p>' },
      ],
    },
  },
];
