// Postcode places: town-centre coordinates of a sample of postcodes (AU, NZ) and of US ZIP code
// prefixes (the first 3 digits, a sectional centre), with the postcode ranges of each state or
// region. Server only: resolving a postcode never ships this table to the browser.
//
// Source and limits (see docs/search.md, "Near me"): compiled by hand for this repository, without
// network access, from the published postcode ranges of Australia Post, NZ Post and USPS (the
// state and region ranges below) and the town centre of each listed place, rounded to about 1 km;
// the sample dealers' own locations come from their locations.json. A postcode not listed takes
// the numerically nearest listed one in its state or region (postcodes are allocated along mail
// routes, so neighbours are usually near), within MAX_GAP; the result is approximate (a town
// centre, not the postcode's centroid) and good for ordering cars by distance, not for directions.
// PO-box-only ranges (AU 1000-1999, 8000-9999 and the like) are not listed.

export type PostcodeCountry = 'AU' | 'NZ' | 'US';

/** `first-last region` (inclusive; US: ZIP prefixes, the first 3 digits), `;` or a line apart. */
export const REGION_TABLE: Readonly<Record<PostcodeCountry, string>> = {
  AU: `
800-899 NT; 2000-2599 NSW; 2600-2618 ACT; 2619-2899 NSW; 2900-2920 ACT; 3000-3999 VIC
4000-4999 QLD; 5000-5799 SA; 6000-6797 WA; 7000-7799 TAS
`,
  NZ: `
110-599 Northland; 600-2699 Auckland; 3000-3999 Waikato and Bay of Plenty; 4000-4999 Central North Island; 5000-6999 Wellington; 7000-7999 Upper South Island
8000-8999 Christchurch; 9000-9999 Otago and Southland
`,
  US: `
10-27 MA; 28-29 RI; 30-38 NH; 39-49 ME; 50-59 VT; 60-69 CT
70-89 NJ; 100-149 NY; 150-196 PA; 197-199 DE; 200-205 DC; 206-219 MD
220-246 VA; 247-268 WV; 270-289 NC; 290-299 SC; 300-319 GA; 320-349 FL
350-369 AL; 370-385 TN; 386-397 MS; 398-399 GA; 400-427 KY; 430-459 OH
460-479 IN; 480-499 MI; 500-528 IA; 530-549 WI; 550-567 MN; 570-577 SD
580-588 ND; 590-599 MT; 600-629 IL; 630-658 MO; 660-679 KS; 680-693 NE
700-715 LA; 716-729 AR; 730-749 OK; 750-799 TX; 800-816 CO; 820-831 WY
832-838 ID; 840-847 UT; 850-865 AZ; 870-884 NM; 885-885 TX; 889-898 NV
900-961 CA; 967-968 HI; 970-979 OR; 980-994 WA; 995-999 AK
`,
};

/** How far (in postcode numbers; US: ZIP prefixes) a postcode may be from a listed one. */
export const MAX_GAP: Readonly<Record<PostcodeCountry, number>> = { AU: 100, NZ: 100, US: 15 };

/** `postcode latitude longitude place` (US: ZIP prefix), `;` or a line apart. */
export const PLACE_TABLE: Readonly<Record<PostcodeCountry, string>> = {
  AU: `
800 -12.4634 130.8456 Darwin; 810 -12.374 130.882 Casuarina; 830 -12.48 130.983 Palmerston
850 -14.465 132.264 Katherine; 860 -19.648 134.191 Tennant Creek; 870 -23.698 133.8807 Alice Springs
2000 -33.8688 151.2093 Sydney; 2060 -33.839 151.207 North Sydney; 2077 -33.7025 151.099 Hornsby
2100 -33.766 151.268 Brookvale; 2112 -33.815 151.103 Ryde; 2134 -33.877 151.104 Burwood
2148 -33.771 150.906 Blacktown; 2150 -33.815 151.001 Parramatta; 2153 -33.758 150.992 Baulkham Hills
2170 -33.92 150.923 Liverpool; 2200 -33.917 151.035 Bankstown; 2220 -33.967 151.102 Hurstville
2230 -34.058 151.152 Cronulla; 2250 -33.425 151.342 Gosford; 2259 -33.283 151.423 Wyong
2280 -33.036 151.66 Belmont; 2300 -32.9283 151.7817 Newcastle; 2320 -32.733 151.557 Maitland
2325 -32.834 151.356 Cessnock; 2330 -32.569 151.178 Singleton; 2333 -32.265 150.888 Muswellbrook
2340 -31.09 150.929 Tamworth; 2350 -30.513 151.665 Armidale; 2380 -30.981 150.251 Gunnedah
2390 -30.325 149.783 Narrabri; 2400 -29.465 149.845 Moree; 2430 -31.9 152.46 Taree
2440 -31.079 152.842 Kempsey; 2444 -31.43 152.908 Port Macquarie; 2450 -30.296 153.114 Coffs Harbour
2460 -29.69 152.933 Grafton; 2470 -28.865 153.048 Casino; 2478 -28.867 153.565 Ballina
2480 -28.813 153.277 Lismore; 2485 -28.177 153.542 Tweed Heads; 2500 -34.425 150.893 Wollongong
2530 -34.499 150.794 Dapto; 2540 -34.883 150.6 Nowra; 2550 -36.674 149.843 Bega
2560 -34.065 150.814 Campbelltown; 2570 -34.054 150.696 Camden; 2576 -34.48 150.418 Bowral
2580 -34.755 149.718 Goulburn; 2594 -34.313 148.301 Young; 2600 -35.2809 149.13 Canberra
2617 -35.238 149.066 Belconnen; 2620 -35.353 149.234 Queanbeyan; 2640 -36.08 146.916 Albury
2650 -35.118 147.369 Wagga Wagga; 2680 -34.289 146.044 Griffith; 2700 -34.747 146.555 Narrandera
2710 -35.533 144.958 Deniliquin; 2720 -35.3 148.225 Tumut; 2750 -33.751 150.694 Penrith
2770 -33.767 150.82 Mount Druitt; 2780 -33.712 150.311 Katoomba; 2790 -33.482 150.153 Lithgow
2794 -33.8352 148.692 Cowra; 2795 -33.4196 149.5806 Bathurst; 2800 -33.284 149.0995 Orange
2810 -33.895 148.164 Grenfell; 2820 -32.556 148.944 Wellington; 2830 -32.2555 148.6107 Dubbo
2840 -30.09 145.938 Bourke; 2850 -32.595 149.587 Mudgee; 2870 -33.137 148.175 Parkes
2880 -31.953 141.453 Broken Hill; 2900 -35.415 149.065 Tuggeranong; 2912 -35.186 149.133 Gungahlin
3000 -37.8136 144.9631 Melbourne; 3011 -37.8 144.9 Footscray; 3020 -37.788 144.833 Sunshine
3030 -37.9 144.66 Werribee; 3040 -37.756 144.919 Essendon; 3064 -37.6 144.943 Craigieburn
3072 -37.743 145.0 Preston; 3084 -37.756 145.067 Heidelberg; 3101 -37.806 145.03 Kew
3121 -37.818 145.0 Richmond; 3128 -37.819 145.122 Box Hill; 3134 -37.815 145.229 Ringwood
3150 -37.878 145.165 Glen Waverley; 3175 -37.987 145.215 Dandenong; 3199 -38.143 145.123 Frankston
3220 -38.1499 144.3617 Geelong; 3250 -38.34 143.585 Colac; 3280 -38.383 142.485 Warrnambool
3300 -37.744 142.022 Hamilton; 3350 -37.5622 143.8503 Ballarat; 3400 -36.711 142.199 Horsham
3500 -34.208 142.125 Mildura; 3550 -36.757 144.279 Bendigo; 3585 -35.338 143.554 Swan Hill
3630 -36.38 145.399 Shepparton; 3677 -36.357 146.314 Wangaratta; 3690 -36.121 146.888 Wodonga
3806 -38.033 145.35 Berwick; 3810 -38.071 145.488 Pakenham; 3820 -38.16 145.931 Warragul
3840 -38.235 146.395 Morwell; 3844 -38.195 146.541 Traralgon; 3850 -38.106 147.066 Sale
3875 -37.827 147.63 Bairnsdale; 3931 -38.218 145.038 Mornington; 3977 -38.099 145.283 Cranbourne
4000 -27.4698 153.0251 Brisbane; 4006 -27.4437 153.0468 Bowen Hills; 4032 -27.386 153.032 Chermside
4068 -27.5 152.973 Indooroopilly; 4122 -27.54 153.08 Mount Gravatt; 4157 -27.527 153.193 Capalaba
4163 -27.527 153.265 Cleveland; 4207 -27.711 153.203 Beenleigh; 4209 -27.862 153.312 Coomera
4215 -27.967 153.4 Southport; 4217 -28.002 153.43 Surfers Paradise; 4220 -28.086 153.45 Burleigh Heads
4300 -27.61 152.899 Goodna; 4305 -27.614 152.758 Ipswich; 4350 -27.5598 151.9507 Toowoomba
4370 -28.215 152.034 Warwick; 4390 -28.546 150.307 Goondiwindi; 4455 -26.573 148.787 Roma
4500 -27.305 152.99 Strathpine; 4510 -27.085 152.951 Caboolture; 4551 -26.803 153.122 Caloundra
4558 -26.66 153.099 Maroochydore; 4560 -26.627 152.959 Nambour; 4570 -26.19 152.665 Gympie
4650 -25.538 152.702 Maryborough; 4655 -25.288 152.844 Hervey Bay; 4670 -24.8661 152.3489 Bundaberg
4680 -23.843 151.256 Gladstone; 4700 -23.378 150.51 Rockhampton; 4720 -23.527 148.16 Emerald
4740 -21.1411 149.186 Mackay; 4800 -20.402 148.581 Proserpine; 4810 -19.259 146.8169 Townsville
4825 -20.7256 139.4927 Mount Isa; 4850 -18.65 146.159 Ingham; 4870 -16.9186 145.7781 Cairns
5000 -34.9285 138.6007 Adelaide; 5045 -34.98 138.515 Glenelg; 5095 -34.815 138.611 Mawson Lakes
5108 -34.764 138.644 Salisbury; 5112 -34.714 138.67 Elizabeth; 5118 -34.598 138.745 Gawler
5162 -35.127 138.521 Morphett Vale; 5169 -35.189 138.476 Seaford; 5211 -35.552 138.617 Victor Harbor
5251 -35.069 138.859 Mount Barker; 5253 -35.12 139.273 Murray Bridge; 5290 -37.829 140.783 Mount Gambier
5341 -34.176 140.747 Renmark; 5540 -33.185 138.017 Port Pirie; 5600 -33.033 137.565 Whyalla
5606 -34.726 135.857 Port Lincoln; 5700 -32.493 137.766 Port Augusta; 5723 -29.013 134.754 Coober Pedy
6000 -31.9505 115.8605 Perth; 6027 -31.745 115.766 Joondalup; 6056 -31.889 116.01 Midland
6100 -31.976 115.905 Victoria Park; 6107 -32.017 115.934 Cannington; 6112 -32.153 116.015 Armadale
6150 -32.067 115.837 Murdoch; 6160 -32.0569 115.7439 Fremantle; 6168 -32.279 115.73 Rockingham
6210 -32.529 115.723 Mandurah; 6230 -33.327 115.641 Bunbury; 6280 -33.653 115.345 Busselton
6330 -35.0228 117.8814 Albany; 6430 -30.749 121.465 Kalgoorlie; 6530 -28.777 114.614 Geraldton
6701 -24.884 113.659 Carnarvon; 6714 -20.736 116.846 Karratha; 6721 -20.31 118.601 Port Hedland
6725 -17.961 122.236 Broome; 6743 -15.773 128.739 Kununurra
7000 -42.8821 147.3272 Hobart; 7010 -42.833 147.276 Glenorchy; 7018 -42.869 147.366 Rosny Park
7050 -42.976 147.308 Kingston; 7250 -41.4332 147.1441 Launceston; 7310 -41.18 146.346 Devonport
7320 -41.052 145.906 Burnie; 7330 -40.844 145.121 Smithton; 7467 -42.08 145.556 Queenstown
`,
  NZ: `
110 -35.7251 174.3237 Whangarei; 230 -35.227 173.947 Kerikeri; 410 -35.114 173.263 Kaitaia
610 -36.879 174.631 Henderson; 622 -36.787 174.773 Takapuna; 632 -36.728 174.699 Albany
931 -36.587 174.694 Orewa; 1010 -36.8485 174.7633 Auckland; 1050 -36.878 174.799 Remuera
1061 -36.912 174.816 Penrose; 2010 -36.912 174.872 Pakuranga; 2013 -36.95 174.899 East Tamaki
2016 -36.93 174.91 Botany; 2025 -36.975 174.849 Papatoetoe; 2110 -37.065 174.944 Papakura
2120 -37.2 174.901 Pukekohe; 3010 -38.1368 176.2497 Rotorua; 3110 -37.6878 176.1651 Tauranga
3116 -37.64 176.185 Mount Maunganui; 3120 -37.953 176.99 Whakatane; 3200 -37.787 175.2793 Hamilton
3330 -38.6857 176.0702 Taupo; 3600 -37.138 175.54 Thames; 3700 -37.559 175.159 Huntly
3800 -38.009 175.325 Te Awamutu; 3910 -38.334 175.164 Te Kuiti; 4010 -38.6623 178.0176 Gisborne
4110 -39.4928 176.912 Napier; 4120 -39.639 176.84 Hastings; 4310 -39.0556 174.0752 New Plymouth
4410 -40.3523 175.6082 Palmerston North; 4500 -39.93 175.05 Whanganui; 4610 -39.591 174.283 Hawera
5010 -41.209 174.908 Lower Hutt; 5018 -41.124 175.07 Upper Hutt; 5022 -41.133 174.84 Porirua
5032 -40.914 175.009 Paraparaumu; 5510 -40.622 175.286 Levin; 5810 -40.951 175.657 Masterton
6011 -41.2865 174.7762 Wellington; 7010 -41.2706 173.284 Nelson; 7020 -41.338 173.184 Richmond
7201 -41.514 173.96 Blenheim; 7300 -42.4 173.681 Kaikoura; 7400 -43.304 172.595 Rangiora
7614 -43.59 172.379 Rolleston; 7700 -43.905 171.745 Ashburton; 7805 -42.45 171.207 Greymouth
7825 -41.757 171.603 Westport; 7910 -44.396 171.254 Timaru; 8011 -43.532 172.6362 Christchurch
8042 -43.5441 172.5237 Hornby; 8051 -43.497 172.608 Papanui; 8053 -43.495 172.569 Burnside
8081 -43.57 172.758 Sumner; 9016 -45.8788 170.5028 Dunedin; 9300 -45.0312 168.6626 Queenstown
9305 -44.703 169.132 Wanaka; 9320 -45.249 169.379 Alexandra; 9400 -45.097 170.971 Oamaru
9710 -46.099 168.944 Gore; 9810 -46.4132 168.3538 Invercargill
`,
  US: `
11 42.1015 -72.5898 Springfield, MA; 16 42.2626 -71.8023 Worcester, MA; 21 42.3601 -71.0589 Boston, MA
29 41.824 -71.4128 Providence, RI; 31 42.9956 -71.4548 Manchester, NH; 41 43.6591 -70.2568 Portland, ME
54 44.4759 -73.2121 Burlington, VT; 61 41.7658 -72.6734 Hartford, CT; 65 41.3083 -72.9279 New Haven, CT
70 40.7357 -74.1724 Newark, NJ; 80 39.9348 -75.0307 Cherry Hill, NJ; 85 40.2171 -74.7429 Trenton, NJ
100 40.7128 -74.006 New York, NY; 104 40.8448 -73.8648 Bronx, NY; 112 40.6782 -73.9442 Brooklyn, NY
113 40.7675 -73.8331 Flushing, NY; 117 40.7682 -73.5251 Hicksville, NY; 122 42.6526 -73.7562 Albany, NY
132 43.0481 -76.1474 Syracuse, NY; 142 42.8864 -78.8784 Buffalo, NY; 146 43.1566 -77.6088 Rochester, NY
152 40.4406 -79.9959 Pittsburgh, PA; 171 40.2732 -76.8867 Harrisburg, PA; 180 40.6084 -75.4902 Allentown, PA
191 39.9526 -75.1652 Philadelphia, PA; 198 39.7391 -75.5398 Wilmington, DE; 200 38.9072 -77.0369 Washington, DC
212 39.2904 -76.6122 Baltimore, MD; 222 38.8816 -77.091 Arlington, VA; 232 37.5407 -77.436 Richmond, VA
235 36.8508 -76.2859 Norfolk, VA; 253 38.3498 -81.6326 Charleston, WV; 274 36.0726 -79.792 Greensboro, NC
276 35.7796 -78.6382 Raleigh, NC; 282 35.2271 -80.8431 Charlotte, NC; 292 34.0007 -81.0348 Columbia, SC
294 32.7765 -79.9311 Charleston, SC; 296 34.8526 -82.394 Greenville, SC; 300 33.9412 -84.2135 Norcross, GA
303 33.749 -84.388 Atlanta, GA; 314 32.0809 -81.0912 Savannah, GA; 322 30.3322 -81.6557 Jacksonville, FL
323 30.4383 -84.2807 Tallahassee, FL; 328 28.5383 -81.3792 Orlando, FL; 331 25.7617 -80.1918 Miami, FL
333 26.1224 -80.1373 Fort Lauderdale, FL; 336 27.9506 -82.4572 Tampa, FL; 339 26.6406 -81.8723 Fort Myers, FL
352 33.5186 -86.8104 Birmingham, AL; 358 34.7304 -86.5861 Huntsville, AL; 366 30.6954 -88.0399 Mobile, AL
372 36.1627 -86.7816 Nashville, TN; 379 35.9606 -83.9207 Knoxville, TN; 381 35.1495 -90.049 Memphis, TN
392 32.2988 -90.1848 Jackson, MS; 402 38.2527 -85.7585 Louisville, KY; 405 38.0406 -84.5037 Lexington, KY
432 39.9612 -82.9988 Columbus, OH; 436 41.6528 -83.5379 Toledo, OH; 441 41.4993 -81.6944 Cleveland, OH
452 39.1031 -84.512 Cincinnati, OH; 462 39.7684 -86.1581 Indianapolis, IN; 468 41.0793 -85.1394 Fort Wayne, IN
482 42.3314 -83.0458 Detroit, MI; 489 42.7325 -84.5555 Lansing, MI; 495 42.9634 -85.6681 Grand Rapids, MI
503 41.5868 -93.625 Des Moines, IA; 532 43.0389 -87.9065 Milwaukee, WI; 537 43.0731 -89.4012 Madison, WI
551 44.9537 -93.09 St Paul, MN; 554 44.9778 -93.265 Minneapolis, MN; 571 43.5446 -96.7311 Sioux Falls, SD
581 46.8772 -96.7898 Fargo, ND; 591 45.7833 -108.5007 Billings, MT; 600 42.1103 -88.0342 Palatine, IL
605 41.7606 -88.3201 Aurora, IL; 606 41.8781 -87.6298 Chicago, IL; 627 39.7817 -89.6501 Springfield, IL
631 38.627 -90.1994 St Louis, MO; 641 39.0997 -94.5786 Kansas City, MO; 658 37.209 -93.2923 Springfield, MO
662 38.9822 -94.6708 Overland Park, KS; 672 37.6872 -97.3301 Wichita, KS; 681 41.2565 -95.9345 Omaha, NE
685 40.8136 -96.7026 Lincoln, NE; 701 29.9511 -90.0715 New Orleans, LA; 708 30.4515 -91.1871 Baton Rouge, LA
711 32.5252 -93.7502 Shreveport, LA; 722 34.7465 -92.2896 Little Rock, AR; 731 35.4676 -97.5164 Oklahoma City, OK
741 36.154 -95.9928 Tulsa, OK; 750 32.7668 -96.5992 Mesquite, TX; 751 32.7767 -96.797 Dallas, TX
752 32.7767 -96.797 Dallas, TX; 753 32.7767 -96.797 Dallas, TX; 754 33.1384 -96.1108 Greenville, TX; 755 33.4251 -94.0477 Texarkana, TX; 756 32.5007 -94.7405 Longview, TX; 757 32.3513 -95.3011 Tyler, TX; 758 31.7621 -95.6308 Palestine, TX; 759 31.3382 -94.7291 Lufkin, TX; 760 32.7357 -97.1081 Arlington, TX; 761 32.7555 -97.3308 Fort Worth, TX
762 33.2148 -97.1331 Denton, TX; 763 33.9137 -98.4934 Wichita Falls, TX; 764 32.2207 -98.2023 Stephenville, TX
765 31.0982 -97.3428 Temple, TX; 766 31.5493 -97.1467 Waco, TX; 767 31.5493 -97.1467 Waco, TX
768 31.7093 -98.9912 Brownwood, TX; 769 31.4638 -100.437 San Angelo, TX; 770 29.7604 -95.3698 Houston, TX
772 29.7604 -95.3698 Houston, TX; 773 30.3119 -95.4561 Conroe, TX; 774 29.6197 -95.6349 Sugar Land, TX
775 29.6911 -95.2091 Pasadena, TX; 776 30.0802 -94.1266 Beaumont, TX; 777 30.0802 -94.1266 Beaumont, TX
778 30.6744 -96.37 Bryan, TX; 779 28.8053 -97.0036 Victoria, TX; 780 29.4241 -98.4936 San Antonio, TX
781 29.4241 -98.4936 San Antonio, TX; 782 29.4241 -98.4936 San Antonio, TX; 783 27.8006 -97.3964 Corpus Christi, TX
784 27.8006 -97.3964 Corpus Christi, TX; 785 26.2034 -98.23 McAllen, TX; 786 30.2672 -97.7431 Austin, TX
787 30.2672 -97.7431 Austin, TX; 788 29.2097 -99.7862 Uvalde, TX; 789 30.1827 -96.9364 Giddings, TX
790 35.222 -101.8313 Amarillo, TX; 791 35.222 -101.8313 Amarillo, TX; 792 34.4265 -100.204 Childress, TX
793 33.5779 -101.8552 Lubbock, TX; 794 33.5779 -101.8552 Lubbock, TX; 795 32.4487 -99.7331 Abilene, TX
796 32.4487 -99.7331 Abilene, TX; 797 31.9973 -102.0779 Midland, TX; 798 31.7619 -106.485 El Paso, TX
799 31.7619 -106.485 El Paso, TX; 802 39.7392 -104.9903 Denver, CO; 809 38.8339 -104.8214 Colorado Springs, CO
820 41.14 -104.8202 Cheyenne, WY; 837 43.615 -116.2023 Boise, ID; 841 40.7608 -111.891 Salt Lake City, UT
850 33.4484 -112.074 Phoenix, AZ; 857 32.2226 -110.9747 Tucson, AZ; 871 35.0844 -106.6504 Albuquerque, NM
885 31.7619 -106.485 El Paso, TX; 891 36.1699 -115.1398 Las Vegas, NV; 895 39.5296 -119.8138 Reno, NV
900 34.0522 -118.2437 Los Angeles, CA; 902 33.9617 -118.3531 Inglewood, CA; 906 33.9792 -118.0328 Whittier, CA
908 33.7701 -118.1937 Long Beach, CA; 910 34.1478 -118.1445 Pasadena, CA; 913 34.1899 -118.4514 Van Nuys, CA
920 33.1192 -117.0864 Escondido, CA; 921 32.7157 -117.1611 San Diego, CA; 922 33.8303 -116.5453 Palm Springs, CA
923 34.1083 -117.2898 San Bernardino, CA; 925 33.9806 -117.3755 Riverside, CA; 926 33.7455 -117.8677 Santa Ana, CA
928 33.8366 -117.9143 Anaheim, CA; 930 34.1975 -119.1771 Oxnard, CA; 932 35.3733 -119.0187 Bakersfield, CA
936 36.7378 -119.7871 Fresno, CA; 940 37.563 -122.3255 San Mateo, CA; 941 37.7749 -122.4194 San Francisco, CA
945 37.978 -122.0311 Concord, CA; 946 37.8044 -122.2712 Oakland, CA; 950 37.3382 -121.8863 San Jose, CA
953 37.9577 -121.2908 Stockton, CA; 955 40.8021 -124.1637 Eureka, CA; 958 38.5816 -121.4944 Sacramento, CA
960 40.5865 -122.3917 Redding, CA; 968 21.3069 -157.8583 Honolulu, HI; 972 45.5152 -122.6784 Portland, OR
974 44.0521 -123.0868 Eugene, OR; 981 47.6062 -122.3321 Seattle, WA; 984 47.2529 -122.4443 Tacoma, WA
992 47.6588 -117.426 Spokane, WA; 995 61.2181 -149.9003 Anchorage, AK
`,
};
