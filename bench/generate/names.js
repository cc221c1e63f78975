/**
 * Names, places and phone numbers in three flavours — zh_CN, en_US, de_DE — for the generated
 * accounts and dealers. Pure data and functions of a `Random`; nothing here touches a database.
 */

/** @typedef {'zh_CN' | 'en_US' | 'de_DE'} Flavour */
/** @typedef {import('./random.js').Random} Random */

/** @type {readonly Flavour[]} */
export const FLAVOURS = ['zh_CN', 'en_US', 'de_DE'];

/** [hanzi, pinyin] */
const ZH_SURNAMES = [
  ['王', 'wang'], ['李', 'li'], ['张', 'zhang'], ['刘', 'liu'], ['陈', 'chen'], ['杨', 'yang'], ['赵', 'zhao'], ['黄', 'huang'],
  ['周', 'zhou'], ['吴', 'wu'], ['徐', 'xu'], ['孙', 'sun'], ['胡', 'hu'], ['朱', 'zhu'], ['高', 'gao'], ['林', 'lin'],
  ['何', 'he'], ['郭', 'guo'], ['马', 'ma'], ['罗', 'luo'], ['梁', 'liang'], ['宋', 'song'], ['郑', 'zheng'], ['谢', 'xie'],
  ['韩', 'han'], ['唐', 'tang'], ['冯', 'feng'], ['于', 'yu'], ['董', 'dong'], ['萧', 'xiao'], ['程', 'cheng'], ['曹', 'cao'],
  ['袁', 'yuan'], ['邓', 'deng'], ['许', 'xu'], ['傅', 'fu'], ['沈', 'shen'], ['曾', 'zeng'], ['彭', 'peng'], ['吕', 'lv'],
];
const ZH_GIVEN = [
  ['伟', 'wei'], ['芳', 'fang'], ['娜', 'na'], ['敏', 'min'], ['静', 'jing'], ['丽', 'li'], ['强', 'qiang'], ['磊', 'lei'],
  ['军', 'jun'], ['洋', 'yang'], ['勇', 'yong'], ['艳', 'yan'], ['杰', 'jie'], ['娟', 'juan'], ['涛', 'tao'], ['明', 'ming'],
  ['超', 'chao'], ['秀', 'xiu'], ['霞', 'xia'], ['平', 'ping'], ['刚', 'gang'], ['桂', 'gui'], ['英', 'ying'], ['华', 'hua'],
  ['慧', 'hui'], ['建', 'jian'], ['国', 'guo'], ['文', 'wen'], ['浩', 'hao'], ['宇', 'yu'], ['欣', 'xin'], ['婷', 'ting'],
  ['鹏', 'peng'], ['辉', 'hui'], ['晨', 'chen'], ['琳', 'lin'], ['思', 'si'], ['雪', 'xue'], ['博', 'bo'], ['峰', 'feng'],
];
const EN_FIRST = [
  'James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'William', 'Elizabeth', 'David', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Christopher', 'Nancy', 'Daniel', 'Lisa',
  'Matthew', 'Betty', 'Anthony', 'Margaret', 'Mark', 'Sandra', 'Emily', 'Olivia', 'Ethan', 'Sophia', 'Noah', 'Grace',
];
const EN_LAST = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez',
  'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark',
  'Lewis', 'Walker', 'Hall', 'Young', 'Allen', "O'Brien", 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams',
];
const DE_FIRST = [
  'Lukas', 'Leon', 'Finn', 'Jonas', 'Paul', 'Felix', 'Maximilian', 'Elias', 'Anna', 'Lea', 'Lena', 'Hannah', 'Sophie', 'Marie',
  'Emma', 'Mia', 'Jürgen', 'Björn', 'Jörg', 'Uwe', 'Klaus', 'Sabine', 'Ursula', 'Birgit', 'Käthe', 'Günter', 'Monika',
  'Stefan', 'Andreas', 'Katrin', 'Tobias', 'Jana', 'Sönke', 'Frauke', 'Heike', 'Dieter',
];
const DE_LAST = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch',
  'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann',
  'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Krause', 'Meier', 'Lehmann', 'Weiß', 'Groß', 'Köhler', 'Jäger', 'Böhm', 'Mayer-Lüdtke',
];

/** German and other letters to plain ASCII for e-mail addresses. */
const ASCII = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/** @param {string} text */
export function asciiOf(text) {
  return text
    .replace(/[äöüßÄÖÜ]/g, (c) => ASCII[/** @type {keyof typeof ASCII} */ (c)])
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * A person's name in the flavour's order, and a matching ASCII e-mail local part.
 * @param {Random} rng @param {Flavour} flavour
 * @returns {{ name: string, emailLocal: string }}
 */
export function personName(rng, flavour) {
  switch (flavour) {
    case 'zh_CN': {
      const [family, familyPy] = rng.pick(ZH_SURNAMES);
      const [g1, g1Py] = rng.pick(ZH_GIVEN);
      const two = rng.chance(0.7);
      const [g2, g2Py] = two ? rng.pick(ZH_GIVEN) : ['', ''];
      return { name: `${family}${g1}${g2}`, emailLocal: `${g1Py}${g2Py}.${familyPy}` };
    }
    case 'en_US': {
      const first = rng.pick(EN_FIRST);
      const last = rng.pick(EN_LAST);
      return { name: `${first} ${last}`, emailLocal: `${asciiOf(first)}.${asciiOf(last)}` };
    }
    case 'de_DE': {
      const first = rng.pick(DE_FIRST);
      const last = rng.pick(DE_LAST);
      return { name: `${first} ${last}`, emailLocal: `${asciiOf(first)}.${asciiOf(last)}` };
    }
    default:
      throw new RangeError(`unknown name flavour ${String(flavour)}`);
  }
}

/**
 * Countries of the generated dealers: share of dealers (%), name flavour, dealer-code letter and
 * the service department in charge (null: the one of the dealer's sales area). Codes: letter +
 * 5 digits from 10001 on (the demo dealers have 4 digits: no clash).
 * @type {readonly { country: string, share: number, flavour: Flavour, letter: string, department: string | null }[]}
 */
export const COUNTRIES = [
  { country: 'China', share: 85, flavour: 'zh_CN', letter: 'D', department: null },
  { country: 'Germany', share: 8, flavour: 'de_DE', letter: 'E', department: 'AS-OS' },
  { country: 'United States', share: 4, flavour: 'en_US', letter: 'U', department: 'AS-OS' },
  { country: 'United Kingdom', share: 3, flavour: 'en_US', letter: 'K', department: 'AS-OS' },
];

/**
 * The sales areas of the generated area tree: area → regions → districts (cities). Names of the
 * areas end in "Sales Area", so they never clash with the demo tree's top-level names; codes
 * start with "SA-".
 * [area code, area name, country, service department, [region code, region name, [city in the country's script, district name][]][]]
 * @type {readonly [string, string, string, string, readonly [string, string, readonly [string, string][]][]][]}
 */
export const SALES_AREAS = [
  ['SA-CN-E', 'East China Sales Area', 'China', 'AS-RS-E', [
    ['SH', 'Shanghai', [['上海', 'Pudong'], ['上海', 'Minhang'], ['上海', 'Jiading'], ['上海', 'Baoshan']]],
    ['JS', 'Jiangsu', [['南京', 'Nanjing'], ['苏州', 'Suzhou'], ['无锡', 'Wuxi'], ['常州', 'Changzhou']]],
    ['ZJ', 'Zhejiang', [['杭州', 'Hangzhou'], ['宁波', 'Ningbo'], ['温州', 'Wenzhou']]],
    ['SD', 'Shandong', [['济南', 'Jinan'], ['青岛', 'Qingdao'], ['烟台', 'Yantai']]],
    ['AH', 'Anhui', [['合肥', 'Hefei'], ['芜湖', 'Wuhu']]],
  ]],
  ['SA-CN-S', 'South China Sales Area', 'China', 'AS-RS-S', [
    ['GD', 'Guangdong', [['广州', 'Guangzhou'], ['深圳', 'Shenzhen'], ['佛山', 'Foshan'], ['东莞', 'Dongguan']]],
    ['FJ', 'Fujian', [['厦门', 'Xiamen'], ['福州', 'Fuzhou'], ['泉州', 'Quanzhou']]],
    ['GX', 'Guangxi', [['南宁', 'Nanning'], ['柳州', 'Liuzhou']]],
    ['HI', 'Hainan', [['海口', 'Haikou']]],
  ]],
  ['SA-CN-N', 'North China Sales Area', 'China', 'AS-RS-N', [
    ['BJ', 'Beijing', [['北京', 'Haidian'], ['北京', 'Chaoyang'], ['北京', 'Fengtai']]],
    ['TJ', 'Tianjin', [['天津', 'Binhai'], ['天津', 'Nankai']]],
    ['HE', 'Hebei', [['石家庄', 'Shijiazhuang'], ['唐山', 'Tangshan'], ['保定', 'Baoding']]],
    ['SX', 'Shanxi', [['太原', 'Taiyuan']]],
  ]],
  ['SA-CN-C', 'Central China Sales Area', 'China', 'AS-RS-E', [
    ['HB', 'Hubei', [['武汉', 'Wuhan'], ['宜昌', 'Yichang']]],
    ['HN', 'Hunan', [['长沙', 'Changsha'], ['株洲', 'Zhuzhou']]],
    ['HA', 'Henan', [['郑州', 'Zhengzhou'], ['洛阳', 'Luoyang']]],
    ['JX', 'Jiangxi', [['南昌', 'Nanchang']]],
  ]],
  ['SA-CN-W', 'West China Sales Area', 'China', 'AS-RS-W', [
    ['SC', 'Sichuan', [['成都', 'Chengdu'], ['绵阳', 'Mianyang']]],
    ['CQ', 'Chongqing', [['重庆', 'Yubei'], ['重庆', 'Jiangbei']]],
    ['YN', 'Yunnan', [['昆明', 'Kunming']]],
    ['SN', 'Shaanxi', [['西安', "Xi'an"], ['宝鸡', 'Baoji']]],
  ]],
  ['SA-CN-NE', 'Northeast China Sales Area', 'China', 'AS-RS-N', [
    ['LN', 'Liaoning', [['沈阳', 'Shenyang'], ['大连', 'Dalian']]],
    ['JL', 'Jilin', [['长春', 'Changchun']]],
    ['HL', 'Heilongjiang', [['哈尔滨', 'Harbin']]],
  ]],
  ['SA-DE', 'Germany Sales Area', 'Germany', 'AS-OS', [
    ['BY', 'Bayern', [['München', 'München'], ['Nürnberg', 'Nürnberg'], ['Augsburg', 'Augsburg']]],
    ['NW', 'Nordrhein-Westfalen', [['Köln', 'Köln'], ['Düsseldorf', 'Düsseldorf'], ['Dortmund', 'Dortmund']]],
    ['BW', 'Baden-Württemberg', [['Stuttgart', 'Stuttgart'], ['Mannheim', 'Mannheim']]],
    ['HE', 'Hessen', [['Frankfurt am Main', 'Frankfurt am Main']]],
  ]],
  ['SA-US', 'United States Sales Area', 'United States', 'AS-OS', [
    ['CA', 'California', [['Los Angeles', 'Los Angeles'], ['San Jose', 'San Jose']]],
    ['TX', 'Texas', [['Houston', 'Houston'], ['Dallas', 'Dallas']]],
    ['NY', 'New York', [['New York', 'New York']]],
  ]],
  ['SA-UK', 'United Kingdom Sales Area', 'United Kingdom', 'AS-OS', [
    ['ENG', 'England', [['London', 'London'], ['Manchester', 'Manchester'], ['Birmingham', 'Birmingham']]],
    ['SCT', 'Scotland', [['Glasgow', 'Glasgow']]],
  ]],
];

const ZH_DEALER_WORDS = ['星海', '金桥', '宏达', '远航', '骏驰', '瑞丰', '恒通', '盛世', '华骏', '鼎盛', '嘉禾', '广汇', '永达', '中升', '利星', '百得'];
const ZH_DEALER_SUFFIX = ['汽车销售服务有限公司', '汽车4S店', '汽车服务有限公司', '汽车维修服务站', '快修中心'];
const ZH_ROADS = ['人民路', '解放路', '中山路', '建设路', '长江路', '和平路', '东风路', '滨江大道', '世纪大道', '科技路'];
const DE_DEALER_FORMS = ['Autohaus {name} GmbH', 'Auto-Service {name} KG', 'Autohaus {name} & Söhne', '{name} Automobile GmbH', 'Kfz-Meisterbetrieb {name}'];
const DE_STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Industriestraße', 'Gewerbering', 'Landsberger Straße', 'Münchner Straße', 'Am Autohof'];
const EN_DEALER_FORMS = ['{name} Motors', '{name} Auto Service', '{city} {name} Automotive', '{name} & Sons Garage', '{city} Service Centre'];
const EN_STREETS = ['Main Street', 'Oak Avenue', 'Station Road', 'Park Lane', 'Mill Road', 'High Street', 'Commerce Drive'];

/**
 * A dealer's name and street address in the flavour of its country.
 * @param {Random} rng @param {Flavour} flavour @param {string} city in the country's own script
 * @returns {{ name: string, address: string }}
 */
export function dealerNameAndAddress(rng, flavour, city) {
  switch (flavour) {
    case 'zh_CN': {
      const name = `${city}${rng.pick(ZH_DEALER_WORDS)}${rng.pick(ZH_DEALER_SUFFIX)}`;
      return { name, address: `${city}市${rng.pick(ZH_ROADS)}${rng.int(1, 2999)}号` };
    }
    case 'de_DE': {
      const family = rng.pick(DE_LAST);
      const name = rng.pick(DE_DEALER_FORMS).replace('{name}', family);
      return { name, address: `${rng.pick(DE_STREETS)} ${rng.int(1, 320)}, ${rng.digits(5)} ${city}` };
    }
    case 'en_US': {
      const family = rng.pick(EN_LAST);
      const name = rng.pick(EN_DEALER_FORMS).replace('{name}', family).replace('{city}', city);
      return { name, address: `${rng.int(1, 9999)} ${rng.pick(EN_STREETS)}, ${city}` };
    }
    default:
      throw new RangeError(`unknown name flavour ${String(flavour)}`);
  }
}

/** A phone number in the usual format of the country. @param {Random} rng @param {string} country */
export function phoneNumber(rng, country) {
  switch (country) {
    case 'China':
      return `1${rng.pick(['3', '5', '7', '8', '9'])}${rng.digits(1)}-${rng.digits(4)}-${rng.digits(4)}`;
    case 'Germany':
      return `+49 ${rng.int(30, 989)} ${rng.digits(7)}`;
    case 'United States':
      return `+1 ${rng.int(201, 989)}-${rng.digits(3)}-${rng.digits(4)}`;
    default:
      return `+44 ${rng.int(20, 161)} ${rng.digits(4)} ${rng.digits(4)}`;
  }
}
