/* made by test/kernels.test */
void k0(const gs_kargs*);
void k1(const gs_kargs*);
void k2(const gs_kargs*);
void k3(const gs_kargs*);
void k4(const gs_kargs*);
void k5(const gs_kargs*);
void k6(const gs_kargs*);
void k7(const gs_kargs*);
void k8(const gs_kargs*);
void k9(const gs_kargs*);
void k10(const gs_kargs*);
void k11(const gs_kargs*);
void k12(const gs_kargs*);
void k13(const gs_kargs*);
void k14(const gs_kargs*);
void k15(const gs_kargs*);
void k16(const gs_kargs*);
void k17(const gs_kargs*);
void k18(const gs_kargs*);
void k19(const gs_kargs*);
void k20(const gs_kargs*);
void k21(const gs_kargs*);
void k22(const gs_kargs*);
void k23(const gs_kargs*);
void k24(const gs_kargs*);
void k25(const gs_kargs*);
void k26(const gs_kargs*);
void k27(const gs_kargs*);
void k28(const gs_kargs*);
void k29(const gs_kargs*);
void k30(const gs_kargs*);
void k31(const gs_kargs*);
void k32(const gs_kargs*);
void k33(const gs_kargs*);
void k34(const gs_kargs*);
void k35(const gs_kargs*);
void k36(const gs_kargs*);
void k37(const gs_kargs*);
void k38(const gs_kargs*);
void k39(const gs_kargs*);
void k40(const gs_kargs*);
void k41(const gs_kargs*);
void k42(const gs_kargs*);
void k43(const gs_kargs*);
void k44(const gs_kargs*);
void k45(const gs_kargs*);
void k46(const gs_kargs*);
void k47(const gs_kargs*);
void k48(const gs_kargs*);
void k49(const gs_kargs*);
void k50(const gs_kargs*);
void k51(const gs_kargs*);
void k52(const gs_kargs*);
void k53(const gs_kargs*);
void k54(const gs_kargs*);
void k55(const gs_kargs*);
void k56(const gs_kargs*);
void k57(const gs_kargs*);
void k58(const gs_kargs*);
void k59(const gs_kargs*);
void k60(const gs_kargs*);
void k61(const gs_kargs*);
void k62(const gs_kargs*);
void k63(const gs_kargs*);
void k64(const gs_kargs*);
void k65(const gs_kargs*);
void k66(const gs_kargs*);
void k67(const gs_kargs*);
void k68(const gs_kargs*);
void k69(const gs_kargs*);
void k70(const gs_kargs*);
void k71(const gs_kargs*);
void k72(const gs_kargs*);
void k73(const gs_kargs*);
void k74(const gs_kargs*);
void k75(const gs_kargs*);
void k76(const gs_kargs*);
void k77(const gs_kargs*);
void k78(const gs_kargs*);
void k79(const gs_kargs*);
void k80(const gs_kargs*);
void k81(const gs_kargs*);
void k82(const gs_kargs*);
void k83(const gs_kargs*);
void k84(const gs_kargs*);
void k85(const gs_kargs*);
void k86(const gs_kargs*);
void k87(const gs_kargs*);
void k88(const gs_kargs*);
void k89(const gs_kargs*);
void k90(const gs_kargs*);
void k91(const gs_kargs*);
void k92(const gs_kargs*);
void k93(const gs_kargs*);
void k94(const gs_kargs*);
void k95(const gs_kargs*);
void k96(const gs_kargs*);
void k97(const gs_kargs*);
void k98(const gs_kargs*);
void k99(const gs_kargs*);
void k100(const gs_kargs*);
void k101(const gs_kargs*);
void k102(const gs_kargs*);
void k103(const gs_kargs*);
void k104(const gs_kargs*);
void k105(const gs_kargs*);
void k106(const gs_kargs*);
void k107(const gs_kargs*);
void k108(const gs_kargs*);
void k109(const gs_kargs*);
void k110(const gs_kargs*);
void k111(const gs_kargs*);
void k112(const gs_kargs*);
void k113(const gs_kargs*);
void k114(const gs_kargs*);
void k115(const gs_kargs*);
void k116(const gs_kargs*);
void k117(const gs_kargs*);
void k118(const gs_kargs*);
void k119(const gs_kargs*);
void k120(const gs_kargs*);
void k121(const gs_kargs*);
void k122(const gs_kargs*);
void k123(const gs_kargs*);
void k124(const gs_kargs*);
void k125(const gs_kargs*);
void k126(const gs_kargs*);
void k127(const gs_kargs*);
void k128(const gs_kargs*);
void k129(const gs_kargs*);
void k130(const gs_kargs*);
void k131(const gs_kargs*);
void k132(const gs_kargs*);
void k133(const gs_kargs*);
void k134(const gs_kargs*);
void k135(const gs_kargs*);
void k136(const gs_kargs*);
void k137(const gs_kargs*);
void k138(const gs_kargs*);
void k139(const gs_kargs*);
void k140(const gs_kargs*);
void k141(const gs_kargs*);
void k142(const gs_kargs*);
void k143(const gs_kargs*);
void k144(const gs_kargs*);
void k145(const gs_kargs*);
void k146(const gs_kargs*);
void k147(const gs_kargs*);
void k148(const gs_kargs*);
void k149(const gs_kargs*);
void k150(const gs_kargs*);
void k151(const gs_kargs*);
void k152(const gs_kargs*);
void k153(const gs_kargs*);
void k154(const gs_kargs*);
void k155(const gs_kargs*);
void k156(const gs_kargs*);
void k157(const gs_kargs*);
void k158(const gs_kargs*);
void k159(const gs_kargs*);
void k160(const gs_kargs*);
void k161(const gs_kargs*);
void k162(const gs_kargs*);
void k163(const gs_kargs*);
void k164(const gs_kargs*);
void k165(const gs_kargs*);
void k166(const gs_kargs*);
void k167(const gs_kargs*);
void k168(const gs_kargs*);
void k169(const gs_kargs*);
void k170(const gs_kargs*);
void k171(const gs_kargs*);
void k172(const gs_kargs*);
void k173(const gs_kargs*);
void k174(const gs_kargs*);
void k175(const gs_kargs*);
void k176(const gs_kargs*);
void k177(const gs_kargs*);
void k178(const gs_kargs*);
void k179(const gs_kargs*);
void k180(const gs_kargs*);
void k181(const gs_kargs*);
void k182(const gs_kargs*);
void k183(const gs_kargs*);
void k184(const gs_kargs*);
void k185(const gs_kargs*);
void k186(const gs_kargs*);
void k187(const gs_kargs*);
void k188(const gs_kargs*);
void k189(const gs_kargs*);
void k190(const gs_kargs*);
void k191(const gs_kargs*);
void k192(const gs_kargs*);
void k193(const gs_kargs*);
void k194(const gs_kargs*);
void k195(const gs_kargs*);
void k196(const gs_kargs*);
void k197(const gs_kargs*);
void k198(const gs_kargs*);
void k199(const gs_kargs*);
void k200(const gs_kargs*);
void k201(const gs_kargs*);
void k202(const gs_kargs*);
void k203(const gs_kargs*);
void k204(const gs_kargs*);
void k205(const gs_kargs*);
void k206(const gs_kargs*);
void k207(const gs_kargs*);
void k208(const gs_kargs*);
void k209(const gs_kargs*);
void k210(const gs_kargs*);
void k211(const gs_kargs*);
void k212(const gs_kargs*);
void k213(const gs_kargs*);
void k214(const gs_kargs*);
void k215(const gs_kargs*);
void k216(const gs_kargs*);
void k217(const gs_kargs*);
void k218(const gs_kargs*);
void k219(const gs_kargs*);
void k220(const gs_kargs*);
void k221(const gs_kargs*);
void k222(const gs_kargs*);
void k223(const gs_kargs*);
void k224(const gs_kargs*);
void k225(const gs_kargs*);
void k226(const gs_kargs*);
void k227(const gs_kargs*);
void k228(const gs_kargs*);
void k229(const gs_kargs*);
void k230(const gs_kargs*);
void k231(const gs_kargs*);
void k232(const gs_kargs*);
void k233(const gs_kargs*);
void k234(const gs_kargs*);
void k235(const gs_kargs*);
void k236(const gs_kargs*);
void k237(const gs_kargs*);
void k238(const gs_kargs*);
void k239(const gs_kargs*);
void k240(const gs_kargs*);
void k241(const gs_kargs*);
void k242(const gs_kargs*);
void k243(const gs_kargs*);
void k244(const gs_kargs*);
void k245(const gs_kargs*);
void k246(const gs_kargs*);
void k247(const gs_kargs*);
void k248(const gs_kargs*);
void k249(const gs_kargs*);
void k250(const gs_kargs*);
void k251(const gs_kargs*);
void k252(const gs_kargs*);
void k253(const gs_kargs*);
void k254(const gs_kargs*);
void k255(const gs_kargs*);
void k256(const gs_kargs*);
void k257(const gs_kargs*);
void k258(const gs_kargs*);
void k259(const gs_kargs*);
void k260(const gs_kargs*);
void k261(const gs_kargs*);
void k262(const gs_kargs*);
void k263(const gs_kargs*);
void k264(const gs_kargs*);
void k265(const gs_kargs*);
void k266(const gs_kargs*);
void k267(const gs_kargs*);
void k268(const gs_kargs*);
void k269(const gs_kargs*);
void k270(const gs_kargs*);
void k271(const gs_kargs*);
void k272(const gs_kargs*);
void k273(const gs_kargs*);
void k274(const gs_kargs*);
void k275(const gs_kargs*);
void k276(const gs_kargs*);
void k277(const gs_kargs*);
void k278(const gs_kargs*);
void k279(const gs_kargs*);
void k280(const gs_kargs*);
void k281(const gs_kargs*);
void k282(const gs_kargs*);
void k283(const gs_kargs*);
void k284(const gs_kargs*);
void k285(const gs_kargs*);
void k286(const gs_kargs*);
void k287(const gs_kargs*);
void k288(const gs_kargs*);
void k289(const gs_kargs*);
void k290(const gs_kargs*);
void k291(const gs_kargs*);
void k292(const gs_kargs*);
void k293(const gs_kargs*);
void k294(const gs_kargs*);
void k295(const gs_kargs*);
void k296(const gs_kargs*);
void k297(const gs_kargs*);
void k298(const gs_kargs*);
void k299(const gs_kargs*);
void k300(const gs_kargs*);
void k301(const gs_kargs*);
void k302(const gs_kargs*);
void k303(const gs_kargs*);
void k304(const gs_kargs*);
void k305(const gs_kargs*);
void k306(const gs_kargs*);
void k307(const gs_kargs*);
void k308(const gs_kargs*);
void k309(const gs_kargs*);
void k310(const gs_kargs*);
void k311(const gs_kargs*);
void k312(const gs_kargs*);
void k313(const gs_kargs*);
void k314(const gs_kargs*);
void k315(const gs_kargs*);
void k316(const gs_kargs*);
void k317(const gs_kargs*);
void k318(const gs_kargs*);
void k319(const gs_kargs*);
void k320(const gs_kargs*);
void k321(const gs_kargs*);
void k322(const gs_kargs*);
void k323(const gs_kargs*);
void k324(const gs_kargs*);
void k325(const gs_kargs*);
void k326(const gs_kargs*);
void k327(const gs_kargs*);
void k328(const gs_kargs*);
void k329(const gs_kargs*);
void k330(const gs_kargs*);
void k331(const gs_kargs*);
void k332(const gs_kargs*);
void k333(const gs_kargs*);
void k334(const gs_kargs*);
void k335(const gs_kargs*);
void k336(const gs_kargs*);
void k337(const gs_kargs*);
void k338(const gs_kargs*);
void k339(const gs_kargs*);
void k340(const gs_kargs*);
void k341(const gs_kargs*);
void k342(const gs_kargs*);
void k343(const gs_kargs*);
void k344(const gs_kargs*);
void k345(const gs_kargs*);
void k346(const gs_kargs*);
void k347(const gs_kargs*);
void k348(const gs_kargs*);
void k349(const gs_kargs*);
void k350(const gs_kargs*);
void k351(const gs_kargs*);
void k352(const gs_kargs*);
void k353(const gs_kargs*);
void k354(const gs_kargs*);
void k355(const gs_kargs*);
void k356(const gs_kargs*);
void k357(const gs_kargs*);
void k358(const gs_kargs*);
void k359(const gs_kargs*);
void k360(const gs_kargs*);
void k361(const gs_kargs*);
void k362(const gs_kargs*);
void k363(const gs_kargs*);
void k364(const gs_kargs*);
void k365(const gs_kargs*);
void k366(const gs_kargs*);
void k367(const gs_kargs*);
void k368(const gs_kargs*);
void k369(const gs_kargs*);
void k370(const gs_kargs*);
void k371(const gs_kargs*);
void k372(const gs_kargs*);
void k373(const gs_kargs*);
void k374(const gs_kargs*);
void k375(const gs_kargs*);
void k376(const gs_kargs*);
void k377(const gs_kargs*);
void k378(const gs_kargs*);
void k379(const gs_kargs*);
void k380(const gs_kargs*);
void k381(const gs_kargs*);
void k382(const gs_kargs*);
void k383(const gs_kargs*);
void k384(const gs_kargs*);
void k385(const gs_kargs*);
void k386(const gs_kargs*);
void k387(const gs_kargs*);
void k388(const gs_kargs*);
void k389(const gs_kargs*);
void k390(const gs_kargs*);
void k391(const gs_kargs*);
void k392(const gs_kargs*);
void k393(const gs_kargs*);
void k394(const gs_kargs*);
void k395(const gs_kargs*);
void k396(const gs_kargs*);
void k397(const gs_kargs*);
void k398(const gs_kargs*);
void k399(const gs_kargs*);
void k400(const gs_kargs*);
void k401(const gs_kargs*);
void k402(const gs_kargs*);
void k403(const gs_kargs*);
void k404(const gs_kargs*);
void k405(const gs_kargs*);
void k406(const gs_kargs*);
void k407(const gs_kargs*);
void k408(const gs_kargs*);
void k409(const gs_kargs*);
void k410(const gs_kargs*);
void k411(const gs_kargs*);
void k412(const gs_kargs*);
void k413(const gs_kargs*);
void k414(const gs_kargs*);
void k415(const gs_kargs*);
void k416(const gs_kargs*);
void k417(const gs_kargs*);
void k418(const gs_kargs*);
void k419(const gs_kargs*);
void k420(const gs_kargs*);
void k421(const gs_kargs*);
void k422(const gs_kargs*);
void k423(const gs_kargs*);
void k424(const gs_kargs*);
void k425(const gs_kargs*);
void k426(const gs_kargs*);
void k427(const gs_kargs*);
void k428(const gs_kargs*);
void k429(const gs_kargs*);
void k430(const gs_kargs*);
void k431(const gs_kargs*);
void k432(const gs_kargs*);
void k433(const gs_kargs*);
void k434(const gs_kargs*);
void k435(const gs_kargs*);
void k436(const gs_kargs*);
void k437(const gs_kargs*);
void k438(const gs_kargs*);
void k439(const gs_kargs*);
void k440(const gs_kargs*);
void k441(const gs_kargs*);
void k442(const gs_kargs*);
void k443(const gs_kargs*);
void k444(const gs_kargs*);
void k445(const gs_kargs*);
void k446(const gs_kargs*);
void k447(const gs_kargs*);
void k448(const gs_kargs*);
void k449(const gs_kargs*);
void k450(const gs_kargs*);
void k451(const gs_kargs*);
void k452(const gs_kargs*);
void k453(const gs_kargs*);
void k454(const gs_kargs*);
void k455(const gs_kargs*);
void k456(const gs_kargs*);
void k457(const gs_kargs*);
void k458(const gs_kargs*);
void k459(const gs_kargs*);
void k460(const gs_kargs*);
void k461(const gs_kargs*);
void k462(const gs_kargs*);
void k463(const gs_kargs*);
void k464(const gs_kargs*);
void k465(const gs_kargs*);
void k466(const gs_kargs*);
void k467(const gs_kargs*);
void k468(const gs_kargs*);
void k469(const gs_kargs*);
void k470(const gs_kargs*);
void k471(const gs_kargs*);
void k472(const gs_kargs*);
void k473(const gs_kargs*);
void k474(const gs_kargs*);
void k475(const gs_kargs*);
void k476(const gs_kargs*);
void k477(const gs_kargs*);
void k478(const gs_kargs*);
void k479(const gs_kargs*);
void k480(const gs_kargs*);
void k481(const gs_kargs*);
void k482(const gs_kargs*);
void k483(const gs_kargs*);
void k484(const gs_kargs*);
void k485(const gs_kargs*);
void k486(const gs_kargs*);
void k487(const gs_kargs*);
void k488(const gs_kargs*);
void k489(const gs_kargs*);
void k490(const gs_kargs*);
void k491(const gs_kargs*);
void k492(const gs_kargs*);
void k493(const gs_kargs*);
void k494(const gs_kargs*);
void k495(const gs_kargs*);
void k496(const gs_kargs*);
void k497(const gs_kargs*);
void k498(const gs_kargs*);
void k499(const gs_kargs*);
void k500(const gs_kargs*);
void k501(const gs_kargs*);
void k502(const gs_kargs*);
void k503(const gs_kargs*);
void k504(const gs_kargs*);
void k505(const gs_kargs*);
void k506(const gs_kargs*);
void k507(const gs_kargs*);
void k508(const gs_kargs*);
void k509(const gs_kargs*);
void k510(const gs_kargs*);
void k511(const gs_kargs*);
void k512(const gs_kargs*);
void k513(const gs_kargs*);
void k514(const gs_kargs*);
void k515(const gs_kargs*);
void k516(const gs_kargs*);
void k517(const gs_kargs*);
void k518(const gs_kargs*);
void k519(const gs_kargs*);
void k520(const gs_kargs*);
void k521(const gs_kargs*);
void k522(const gs_kargs*);
void k523(const gs_kargs*);
void k524(const gs_kargs*);
void k525(const gs_kargs*);
void k526(const gs_kargs*);
void k527(const gs_kargs*);
void k528(const gs_kargs*);
void k529(const gs_kargs*);
void k530(const gs_kargs*);
void k531(const gs_kargs*);
void k532(const gs_kargs*);
void k533(const gs_kargs*);
void k534(const gs_kargs*);
void k535(const gs_kargs*);
void k536(const gs_kargs*);
void k537(const gs_kargs*);
void k538(const gs_kargs*);
void k539(const gs_kargs*);
void k540(const gs_kargs*);
void k541(const gs_kargs*);
void k542(const gs_kargs*);
void k543(const gs_kargs*);
void k544(const gs_kargs*);
void k545(const gs_kargs*);
void k546(const gs_kargs*);
void k547(const gs_kargs*);
void k548(const gs_kargs*);
void k549(const gs_kargs*);
void k550(const gs_kargs*);
void k551(const gs_kargs*);
void k552(const gs_kargs*);
void k553(const gs_kargs*);
void k554(const gs_kargs*);
void k555(const gs_kargs*);
void k556(const gs_kargs*);
void k557(const gs_kargs*);
void k558(const gs_kargs*);
void k559(const gs_kargs*);
void k560(const gs_kargs*);
void k561(const gs_kargs*);
void k562(const gs_kargs*);
void k563(const gs_kargs*);
void k564(const gs_kargs*);
void k565(const gs_kargs*);
void k566(const gs_kargs*);
void k567(const gs_kargs*);
void k568(const gs_kargs*);
void k569(const gs_kargs*);
void k570(const gs_kargs*);
void k571(const gs_kargs*);
void k572(const gs_kargs*);
void k573(const gs_kargs*);
void k574(const gs_kargs*);
void k575(const gs_kargs*);
void k576(const gs_kargs*);
void k577(const gs_kargs*);
void k578(const gs_kargs*);
void k579(const gs_kargs*);
void k580(const gs_kargs*);
void k581(const gs_kargs*);
void k582(const gs_kargs*);
void k583(const gs_kargs*);
void k584(const gs_kargs*);
void k585(const gs_kargs*);
void k586(const gs_kargs*);
void k587(const gs_kargs*);
void k588(const gs_kargs*);
void k589(const gs_kargs*);
void k590(const gs_kargs*);
void k591(const gs_kargs*);
void k592(const gs_kargs*);
void k593(const gs_kargs*);
void k594(const gs_kargs*);
void k595(const gs_kargs*);
void k596(const gs_kargs*);
void k597(const gs_kargs*);
void k598(const gs_kargs*);
void k599(const gs_kargs*);
void k600(const gs_kargs*);
void k601(const gs_kargs*);
void k602(const gs_kargs*);
void k603(const gs_kargs*);
void k604(const gs_kargs*);
void k605(const gs_kargs*);
void k606(const gs_kargs*);
void k607(const gs_kargs*);
void k608(const gs_kargs*);
void k609(const gs_kargs*);
void k610(const gs_kargs*);
void k611(const gs_kargs*);
void k612(const gs_kargs*);
void k613(const gs_kargs*);
void k614(const gs_kargs*);
void k615(const gs_kargs*);
void k616(const gs_kargs*);
void k617(const gs_kargs*);
void k618(const gs_kargs*);
void k619(const gs_kargs*);
void k620(const gs_kargs*);
void k621(const gs_kargs*);
void k622(const gs_kargs*);
void k623(const gs_kargs*);
void k624(const gs_kargs*);
void k625(const gs_kargs*);
void k626(const gs_kargs*);
void k627(const gs_kargs*);
void k628(const gs_kargs*);
void k629(const gs_kargs*);
void k630(const gs_kargs*);
void k631(const gs_kargs*);
void k632(const gs_kargs*);
void k633(const gs_kargs*);
void k634(const gs_kargs*);
void k635(const gs_kargs*);
void k636(const gs_kargs*);
void k637(const gs_kargs*);
void k638(const gs_kargs*);
void k639(const gs_kargs*);
void k640(const gs_kargs*);
void k641(const gs_kargs*);
void k642(const gs_kargs*);
void k643(const gs_kargs*);
void k644(const gs_kargs*);
void k645(const gs_kargs*);
void k646(const gs_kargs*);
void k647(const gs_kargs*);
void k648(const gs_kargs*);
void k649(const gs_kargs*);
void k650(const gs_kargs*);
void k651(const gs_kargs*);
void k652(const gs_kargs*);
void k653(const gs_kargs*);
void k654(const gs_kargs*);
void k655(const gs_kargs*);
void k656(const gs_kargs*);
void k657(const gs_kargs*);
void k658(const gs_kargs*);
void k659(const gs_kargs*);
void k660(const gs_kargs*);
void k661(const gs_kargs*);
void k662(const gs_kargs*);
void k663(const gs_kargs*);
void k664(const gs_kargs*);
void k665(const gs_kargs*);
void k666(const gs_kargs*);
void k667(const gs_kargs*);
void k668(const gs_kargs*);
void k669(const gs_kargs*);
void k670(const gs_kargs*);
void k671(const gs_kargs*);
void k672(const gs_kargs*);
void k673(const gs_kargs*);
void k674(const gs_kargs*);
void k675(const gs_kargs*);
void k676(const gs_kargs*);
void k677(const gs_kargs*);
void k678(const gs_kargs*);
void k679(const gs_kargs*);
void k680(const gs_kargs*);
void k681(const gs_kargs*);
void k682(const gs_kargs*);
void k683(const gs_kargs*);
void k684(const gs_kargs*);
void k685(const gs_kargs*);
void k686(const gs_kargs*);
void k687(const gs_kargs*);
void k688(const gs_kargs*);
void k689(const gs_kargs*);
void k690(const gs_kargs*);
void k691(const gs_kargs*);
void k692(const gs_kargs*);
void k693(const gs_kargs*);
void k694(const gs_kargs*);
void k695(const gs_kargs*);
void k696(const gs_kargs*);
void k697(const gs_kargs*);
void k698(const gs_kargs*);
void k699(const gs_kargs*);
void k700(const gs_kargs*);
void k701(const gs_kargs*);
void k702(const gs_kargs*);
void k703(const gs_kargs*);
void k704(const gs_kargs*);
void k705(const gs_kargs*);
void k706(const gs_kargs*);
void k707(const gs_kargs*);
void k708(const gs_kargs*);
void k709(const gs_kargs*);
void k710(const gs_kargs*);
void k711(const gs_kargs*);
void k712(const gs_kargs*);
void k713(const gs_kargs*);
void k714(const gs_kargs*);
void k715(const gs_kargs*);
void k716(const gs_kargs*);
void k717(const gs_kargs*);
void k718(const gs_kargs*);
void k719(const gs_kargs*);
void k720(const gs_kargs*);
void k721(const gs_kargs*);
void k722(const gs_kargs*);
void k723(const gs_kargs*);
void k724(const gs_kargs*);
void k725(const gs_kargs*);
void k726(const gs_kargs*);
void k727(const gs_kargs*);
void k728(const gs_kargs*);
void k729(const gs_kargs*);
void k730(const gs_kargs*);
void k731(const gs_kargs*);
void k732(const gs_kargs*);
void k733(const gs_kargs*);
void k734(const gs_kargs*);
void k735(const gs_kargs*);
void k736(const gs_kargs*);
void k737(const gs_kargs*);
void k738(const gs_kargs*);
void k739(const gs_kargs*);
void k740(const gs_kargs*);
void k741(const gs_kargs*);
void k742(const gs_kargs*);
void k743(const gs_kargs*);
void k744(const gs_kargs*);
void k745(const gs_kargs*);
void k746(const gs_kargs*);
void k747(const gs_kargs*);
void k748(const gs_kargs*);
void k749(const gs_kargs*);
void k750(const gs_kargs*);
void k751(const gs_kargs*);
void k752(const gs_kargs*);
void k753(const gs_kargs*);
void k754(const gs_kargs*);
void k755(const gs_kargs*);
void k756(const gs_kargs*);
void k757(const gs_kargs*);
void k758(const gs_kargs*);
void k759(const gs_kargs*);
void k760(const gs_kargs*);
void k761(const gs_kargs*);
void k762(const gs_kargs*);
void k763(const gs_kargs*);
void k764(const gs_kargs*);
void k765(const gs_kargs*);
void k766(const gs_kargs*);
void k767(const gs_kargs*);
void k768(const gs_kargs*);
void k769(const gs_kargs*);
void k770(const gs_kargs*);
void k771(const gs_kargs*);
void k772(const gs_kargs*);
void k773(const gs_kargs*);
void k774(const gs_kargs*);
void k775(const gs_kargs*);
void k776(const gs_kargs*);
void k777(const gs_kargs*);
void k778(const gs_kargs*);
void k779(const gs_kargs*);
void k780(const gs_kargs*);
void k781(const gs_kargs*);
void k782(const gs_kargs*);
void k783(const gs_kargs*);
void k784(const gs_kargs*);
void k785(const gs_kargs*);
void k786(const gs_kargs*);
void k787(const gs_kargs*);
void k788(const gs_kargs*);
void k789(const gs_kargs*);
void k790(const gs_kargs*);
void k791(const gs_kargs*);
void k792(const gs_kargs*);
void k793(const gs_kargs*);
void k794(const gs_kargs*);
void k795(const gs_kargs*);
void k796(const gs_kargs*);
void k797(const gs_kargs*);
void k798(const gs_kargs*);
void k799(const gs_kargs*);
void k800(const gs_kargs*);
void k801(const gs_kargs*);
void k802(const gs_kargs*);
void k803(const gs_kargs*);
void k804(const gs_kargs*);
void k805(const gs_kargs*);
void k806(const gs_kargs*);
void k807(const gs_kargs*);
void k808(const gs_kargs*);
void k809(const gs_kargs*);
void k810(const gs_kargs*);
void k811(const gs_kargs*);
void k812(const gs_kargs*);
void k813(const gs_kargs*);
void k814(const gs_kargs*);
void k815(const gs_kargs*);
void k816(const gs_kargs*);
void k817(const gs_kargs*);
void k818(const gs_kargs*);
void k819(const gs_kargs*);
void k820(const gs_kargs*);
void k821(const gs_kargs*);
void k822(const gs_kargs*);
void k823(const gs_kargs*);
void k824(const gs_kargs*);
void k825(const gs_kargs*);
void k826(const gs_kargs*);
void k827(const gs_kargs*);
void k828(const gs_kargs*);
void k829(const gs_kargs*);
void k830(const gs_kargs*);
void k831(const gs_kargs*);
void k832(const gs_kargs*);
void k833(const gs_kargs*);
void k834(const gs_kargs*);
void k835(const gs_kargs*);
void k836(const gs_kargs*);
void k837(const gs_kargs*);
void k838(const gs_kargs*);
void k839(const gs_kargs*);
void k840(const gs_kargs*);
void k841(const gs_kargs*);
void k842(const gs_kargs*);
void k843(const gs_kargs*);
void k844(const gs_kargs*);
void k845(const gs_kargs*);
void k846(const gs_kargs*);
void k847(const gs_kargs*);
void k848(const gs_kargs*);
void k849(const gs_kargs*);
void k850(const gs_kargs*);
void k851(const gs_kargs*);
void k852(const gs_kargs*);
void k853(const gs_kargs*);
void k854(const gs_kargs*);
void k855(const gs_kargs*);
void k856(const gs_kargs*);
void k857(const gs_kargs*);
void k858(const gs_kargs*);
void k859(const gs_kargs*);
void k860(const gs_kargs*);
void k861(const gs_kargs*);
void k862(const gs_kargs*);
void k863(const gs_kargs*);
void k864(const gs_kargs*);
void k865(const gs_kargs*);
void k866(const gs_kargs*);
void k867(const gs_kargs*);
void k868(const gs_kargs*);
void k869(const gs_kargs*);
void k870(const gs_kargs*);
void k871(const gs_kargs*);
void k872(const gs_kargs*);
void k873(const gs_kargs*);
void k874(const gs_kargs*);
void k875(const gs_kargs*);
void k876(const gs_kargs*);
void k877(const gs_kargs*);
void k878(const gs_kargs*);
void k879(const gs_kargs*);
void k880(const gs_kargs*);
void k881(const gs_kargs*);
void k882(const gs_kargs*);
void k883(const gs_kargs*);
void k884(const gs_kargs*);
void k885(const gs_kargs*);
void k886(const gs_kargs*);
void k887(const gs_kargs*);
void k888(const gs_kargs*);
void k889(const gs_kargs*);
void k890(const gs_kargs*);
void k891(const gs_kargs*);
void k892(const gs_kargs*);
void k893(const gs_kargs*);
void k894(const gs_kargs*);
void k895(const gs_kargs*);
void k896(const gs_kargs*);
void k897(const gs_kargs*);
void k898(const gs_kargs*);
void k899(const gs_kargs*);
void k900(const gs_kargs*);
void k901(const gs_kargs*);
void k902(const gs_kargs*);
void k903(const gs_kargs*);
void k904(const gs_kargs*);
void k905(const gs_kargs*);
void k906(const gs_kargs*);
void k907(const gs_kargs*);
void k908(const gs_kargs*);
void k909(const gs_kargs*);
void k910(const gs_kargs*);
void k911(const gs_kargs*);
void k912(const gs_kargs*);
void k913(const gs_kargs*);
void k914(const gs_kargs*);
void k915(const gs_kargs*);
void k916(const gs_kargs*);
void k917(const gs_kargs*);
void k918(const gs_kargs*);
void k919(const gs_kargs*);
void k920(const gs_kargs*);
void k921(const gs_kargs*);
void k922(const gs_kargs*);
void k923(const gs_kargs*);
void k924(const gs_kargs*);
void k925(const gs_kargs*);
void k926(const gs_kargs*);
void k927(const gs_kargs*);
void k928(const gs_kargs*);
void k929(const gs_kargs*);
void k930(const gs_kargs*);
void k931(const gs_kargs*);
void k932(const gs_kargs*);
void k933(const gs_kargs*);
void k934(const gs_kargs*);
void k935(const gs_kargs*);
void k936(const gs_kargs*);
void k937(const gs_kargs*);
void k938(const gs_kargs*);
void k939(const gs_kargs*);
void k940(const gs_kargs*);
void k941(const gs_kargs*);
void k942(const gs_kargs*);
void k943(const gs_kargs*);
void k944(const gs_kargs*);
void k945(const gs_kargs*);
void k946(const gs_kargs*);
void k947(const gs_kargs*);
void k948(const gs_kargs*);
void k949(const gs_kargs*);
void k950(const gs_kargs*);
void k951(const gs_kargs*);
void k952(const gs_kargs*);
void k953(const gs_kargs*);
void k954(const gs_kargs*);
void k955(const gs_kargs*);
void k956(const gs_kargs*);
void k957(const gs_kargs*);
void k958(const gs_kargs*);
void k959(const gs_kargs*);
void k960(const gs_kargs*);
void k961(const gs_kargs*);
void k962(const gs_kargs*);
void k963(const gs_kargs*);
void k964(const gs_kargs*);
void k965(const gs_kargs*);
void k966(const gs_kargs*);
void k967(const gs_kargs*);
void k968(const gs_kargs*);
void k969(const gs_kargs*);
void k970(const gs_kargs*);
void k971(const gs_kargs*);
void k972(const gs_kargs*);
void k973(const gs_kargs*);
void k974(const gs_kargs*);
void k975(const gs_kargs*);
void k976(const gs_kargs*);
void k977(const gs_kargs*);
void k978(const gs_kargs*);
void k979(const gs_kargs*);
void k980(const gs_kargs*);
void k981(const gs_kargs*);
void k982(const gs_kargs*);
void k983(const gs_kargs*);
void k984(const gs_kargs*);
void k985(const gs_kargs*);
void k986(const gs_kargs*);
void k987(const gs_kargs*);
void k988(const gs_kargs*);
void k989(const gs_kargs*);
void k990(const gs_kargs*);
void k991(const gs_kargs*);
void k992(const gs_kargs*);
void k993(const gs_kargs*);
void k994(const gs_kargs*);
void k995(const gs_kargs*);
void k996(const gs_kargs*);
void k997(const gs_kargs*);
void k998(const gs_kargs*);
void k999(const gs_kargs*);
void k1000(const gs_kargs*);
void k1001(const gs_kargs*);
void k1002(const gs_kargs*);
void k1003(const gs_kargs*);
void k1004(const gs_kargs*);
void k1005(const gs_kargs*);
void k1006(const gs_kargs*);
void k1007(const gs_kargs*);
void k1008(const gs_kargs*);
void k1009(const gs_kargs*);
void k1010(const gs_kargs*);
void k1011(const gs_kargs*);
void k1012(const gs_kargs*);
void k1013(const gs_kargs*);
void k1014(const gs_kargs*);
void k1015(const gs_kargs*);
void k1016(const gs_kargs*);
void k1017(const gs_kargs*);
void k1018(const gs_kargs*);
void k1019(const gs_kargs*);
void k1020(const gs_kargs*);
void k1021(const gs_kargs*);
void k1022(const gs_kargs*);
void k1023(const gs_kargs*);
void k1024(const gs_kargs*);
void k1025(const gs_kargs*);
void k1026(const gs_kargs*);
void k1027(const gs_kargs*);
void k1028(const gs_kargs*);
void k1029(const gs_kargs*);
void k1030(const gs_kargs*);
void k1031(const gs_kargs*);
void k1032(const gs_kargs*);
void k1033(const gs_kargs*);
void k1034(const gs_kargs*);
void k1035(const gs_kargs*);
void k1036(const gs_kargs*);
void k1037(const gs_kargs*);
void k1038(const gs_kargs*);
void k1039(const gs_kargs*);
void k1040(const gs_kargs*);
void k1041(const gs_kargs*);
void k1042(const gs_kargs*);
void k1043(const gs_kargs*);
void k1044(const gs_kargs*);
void k1045(const gs_kargs*);
void k1046(const gs_kargs*);
void k1047(const gs_kargs*);
void k1048(const gs_kargs*);
void k1049(const gs_kargs*);
void k1050(const gs_kargs*);
void k1051(const gs_kargs*);
void k1052(const gs_kargs*);
void k1053(const gs_kargs*);
void k1054(const gs_kargs*);
void k1055(const gs_kargs*);
void k1056(const gs_kargs*);
void k1057(const gs_kargs*);
void k1058(const gs_kargs*);
void k1059(const gs_kargs*);
void k1060(const gs_kargs*);
void k1061(const gs_kargs*);
void k1062(const gs_kargs*);
void k1063(const gs_kargs*);
void k1064(const gs_kargs*);
void k1065(const gs_kargs*);
void k1066(const gs_kargs*);
void k1067(const gs_kargs*);
void k1068(const gs_kargs*);
void k1069(const gs_kargs*);
void k1070(const gs_kargs*);
void k1071(const gs_kargs*);
void k1072(const gs_kargs*);
void k1073(const gs_kargs*);
void k1074(const gs_kargs*);
void k1075(const gs_kargs*);
void k1076(const gs_kargs*);
void k1077(const gs_kargs*);
void k1078(const gs_kargs*);
void k1079(const gs_kargs*);
void k1080(const gs_kargs*);
void k1081(const gs_kargs*);
void k1082(const gs_kargs*);
void k1083(const gs_kargs*);
void k1084(const gs_kargs*);
void k1085(const gs_kargs*);
void k1086(const gs_kargs*);
void k1087(const gs_kargs*);
void k1088(const gs_kargs*);
void k1089(const gs_kargs*);
void k1090(const gs_kargs*);
void k1091(const gs_kargs*);
void k1092(const gs_kargs*);
void k1093(const gs_kargs*);
void k1094(const gs_kargs*);
void k1095(const gs_kargs*);
void k1096(const gs_kargs*);
void k1097(const gs_kargs*);
void k1098(const gs_kargs*);
void k1099(const gs_kargs*);
void k1100(const gs_kargs*);
void k1101(const gs_kargs*);
void k1102(const gs_kargs*);
void k1103(const gs_kargs*);
void k1104(const gs_kargs*);
void k1105(const gs_kargs*);
void k1106(const gs_kargs*);
void k1107(const gs_kargs*);
void k1108(const gs_kargs*);
void k1109(const gs_kargs*);
void k1110(const gs_kargs*);
void k1111(const gs_kargs*);
void k1112(const gs_kargs*);
void k1113(const gs_kargs*);
void k1114(const gs_kargs*);
void k1115(const gs_kargs*);
void k1116(const gs_kargs*);
void k1117(const gs_kargs*);
void k1118(const gs_kargs*);
void k1119(const gs_kargs*);
void k1120(const gs_kargs*);
void k1121(const gs_kargs*);
void k1122(const gs_kargs*);
void k1123(const gs_kargs*);
void k1124(const gs_kargs*);
void k1125(const gs_kargs*);
void k1126(const gs_kargs*);
void k1127(const gs_kargs*);
void k1128(const gs_kargs*);
void k1129(const gs_kargs*);
void k1130(const gs_kargs*);
void k1131(const gs_kargs*);
void k1132(const gs_kargs*);
void k1133(const gs_kargs*);
void k1134(const gs_kargs*);
void k1135(const gs_kargs*);
void k1136(const gs_kargs*);
void k1137(const gs_kargs*);
void k1138(const gs_kargs*);
void k1139(const gs_kargs*);
void k1140(const gs_kargs*);
void k1141(const gs_kargs*);
void k1142(const gs_kargs*);
void k1143(const gs_kargs*);
void k1144(const gs_kargs*);
void k1145(const gs_kargs*);
void k1146(const gs_kargs*);
void k1147(const gs_kargs*);
void k1148(const gs_kargs*);
void k1149(const gs_kargs*);
void k1150(const gs_kargs*);
void k1151(const gs_kargs*);
void k1152(const gs_kargs*);
void k1153(const gs_kargs*);
void k1154(const gs_kargs*);
void k1155(const gs_kargs*);
void k1156(const gs_kargs*);
void k1157(const gs_kargs*);
void k1158(const gs_kargs*);
void k1159(const gs_kargs*);
void k1160(const gs_kargs*);
void k1161(const gs_kargs*);
void k1162(const gs_kargs*);
void k1163(const gs_kargs*);
void k1164(const gs_kargs*);
void k1165(const gs_kargs*);
void k1166(const gs_kargs*);
void k1167(const gs_kargs*);
void k1168(const gs_kargs*);
void k1169(const gs_kargs*);
void k1170(const gs_kargs*);
void k1171(const gs_kargs*);
void k1172(const gs_kargs*);
void k1173(const gs_kargs*);
void k1174(const gs_kargs*);
void k1175(const gs_kargs*);
void k1176(const gs_kargs*);
void k1177(const gs_kargs*);
void k1178(const gs_kargs*);
void k1179(const gs_kargs*);
void k1180(const gs_kargs*);
void k1181(const gs_kargs*);
void k1182(const gs_kargs*);
void k1183(const gs_kargs*);
void k1184(const gs_kargs*);
void k1185(const gs_kargs*);
void k1186(const gs_kargs*);
void k1187(const gs_kargs*);
void k1188(const gs_kargs*);
void k1189(const gs_kargs*);
void k1190(const gs_kargs*);
void k1191(const gs_kargs*);
void k1192(const gs_kargs*);
void k1193(const gs_kargs*);
void k1194(const gs_kargs*);
void k1195(const gs_kargs*);
void k1196(const gs_kargs*);
void k1197(const gs_kargs*);
void k1198(const gs_kargs*);
void k1199(const gs_kargs*);
void k1200(const gs_kargs*);
void k1201(const gs_kargs*);
void k1202(const gs_kargs*);
void k1203(const gs_kargs*);
void k1204(const gs_kargs*);
void k1205(const gs_kargs*);
void k1206(const gs_kargs*);
void k1207(const gs_kargs*);
void k1208(const gs_kargs*);
void k1209(const gs_kargs*);
void k1210(const gs_kargs*);
void k1211(const gs_kargs*);
void k1212(const gs_kargs*);
void k1213(const gs_kargs*);
void k1214(const gs_kargs*);
void k1215(const gs_kargs*);
void k1216(const gs_kargs*);
void k1217(const gs_kargs*);
void k1218(const gs_kargs*);
void k1219(const gs_kargs*);
void k1220(const gs_kargs*);
void k1221(const gs_kargs*);
void k1222(const gs_kargs*);
void k1223(const gs_kargs*);
void k1224(const gs_kargs*);
void k1225(const gs_kargs*);
void k1226(const gs_kargs*);
void k1227(const gs_kargs*);
void k1228(const gs_kargs*);
void k1229(const gs_kargs*);
void k1230(const gs_kargs*);
void k1231(const gs_kargs*);
void k1232(const gs_kargs*);
void k1233(const gs_kargs*);
void k1234(const gs_kargs*);
void k1235(const gs_kargs*);
void k1236(const gs_kargs*);
void k1237(const gs_kargs*);
void k1238(const gs_kargs*);
void k1239(const gs_kargs*);
void k1240(const gs_kargs*);
void k1241(const gs_kargs*);
void k1242(const gs_kargs*);
void k1243(const gs_kargs*);
void k1244(const gs_kargs*);
void k1245(const gs_kargs*);
void k1246(const gs_kargs*);
void k1247(const gs_kargs*);
void k1248(const gs_kargs*);
void k1249(const gs_kargs*);
void k1250(const gs_kargs*);
void k1251(const gs_kargs*);
void k1252(const gs_kargs*);
void k1253(const gs_kargs*);
void k1254(const gs_kargs*);
void k1255(const gs_kargs*);
void k1256(const gs_kargs*);
void k1257(const gs_kargs*);
void k1258(const gs_kargs*);
void k1259(const gs_kargs*);
void k1260(const gs_kargs*);
void k1261(const gs_kargs*);
void k1262(const gs_kargs*);
void k1263(const gs_kargs*);
void k1264(const gs_kargs*);
void k1265(const gs_kargs*);
void k1266(const gs_kargs*);
void k1267(const gs_kargs*);
void k1268(const gs_kargs*);
void k1269(const gs_kargs*);
void k1270(const gs_kargs*);
void k1271(const gs_kargs*);
void k1272(const gs_kargs*);
void k1273(const gs_kargs*);
void k1274(const gs_kargs*);
void k1275(const gs_kargs*);
void k1276(const gs_kargs*);
void k1277(const gs_kargs*);
void k1278(const gs_kargs*);
void k1279(const gs_kargs*);
void k1280(const gs_kargs*);
void k1281(const gs_kargs*);
void k1282(const gs_kargs*);
void k1283(const gs_kargs*);
void k1284(const gs_kargs*);
void k1285(const gs_kargs*);
void k1286(const gs_kargs*);
void k1287(const gs_kargs*);
void k1288(const gs_kargs*);
void k1289(const gs_kargs*);
void k1290(const gs_kargs*);
void k1291(const gs_kargs*);
void k1292(const gs_kargs*);
void k1293(const gs_kargs*);
void k1294(const gs_kargs*);
void k1295(const gs_kargs*);
void k1296(const gs_kargs*);
void k1297(const gs_kargs*);
void k1298(const gs_kargs*);
void k1299(const gs_kargs*);
void k1300(const gs_kargs*);
void k1301(const gs_kargs*);
void k1302(const gs_kargs*);
void k1303(const gs_kargs*);
void k1304(const gs_kargs*);
void k1305(const gs_kargs*);
void k1306(const gs_kargs*);
void k1307(const gs_kargs*);
void k1308(const gs_kargs*);
void k1309(const gs_kargs*);
void k1310(const gs_kargs*);
void k1311(const gs_kargs*);
void k1312(const gs_kargs*);
void k1313(const gs_kargs*);
void k1314(const gs_kargs*);
void k1315(const gs_kargs*);
void k1316(const gs_kargs*);
void k1317(const gs_kargs*);
void k1318(const gs_kargs*);
void k1319(const gs_kargs*);
void k1320(const gs_kargs*);
void k1321(const gs_kargs*);
void k1322(const gs_kargs*);
void k1323(const gs_kargs*);
void k1324(const gs_kargs*);
void k1325(const gs_kargs*);
void k1326(const gs_kargs*);
void k1327(const gs_kargs*);
void k1328(const gs_kargs*);
void k1329(const gs_kargs*);
void k1330(const gs_kargs*);
void k1331(const gs_kargs*);
void k1332(const gs_kargs*);
void k1333(const gs_kargs*);
void k1334(const gs_kargs*);
void k1335(const gs_kargs*);
void k1336(const gs_kargs*);
void k1337(const gs_kargs*);
void k1338(const gs_kargs*);
void k1339(const gs_kargs*);
void k1340(const gs_kargs*);
void k1341(const gs_kargs*);
void k1342(const gs_kargs*);
void k1343(const gs_kargs*);
void k1344(const gs_kargs*);
void k1345(const gs_kargs*);
void k1346(const gs_kargs*);
void k1347(const gs_kargs*);
void k1348(const gs_kargs*);
void k1349(const gs_kargs*);
void k1350(const gs_kargs*);
void k1351(const gs_kargs*);
void k1352(const gs_kargs*);
void k1353(const gs_kargs*);
void k1354(const gs_kargs*);
void k1355(const gs_kargs*);
void k1356(const gs_kargs*);
void k1357(const gs_kargs*);
void k1358(const gs_kargs*);
void k1359(const gs_kargs*);
void k1360(const gs_kargs*);
void k1361(const gs_kargs*);
void k1362(const gs_kargs*);
void k1363(const gs_kargs*);
void k1364(const gs_kargs*);
void k1365(const gs_kargs*);
void k1366(const gs_kargs*);
void k1367(const gs_kargs*);
void k1368(const gs_kargs*);
void k1369(const gs_kargs*);
void k1370(const gs_kargs*);
void k1371(const gs_kargs*);
void k1372(const gs_kargs*);
void k1373(const gs_kargs*);
void k1374(const gs_kargs*);
void k1375(const gs_kargs*);
void k1376(const gs_kargs*);
void k1377(const gs_kargs*);
void k1378(const gs_kargs*);
void k1379(const gs_kargs*);
void k1380(const gs_kargs*);
void k1381(const gs_kargs*);
void k1382(const gs_kargs*);
void k1383(const gs_kargs*);
void k1384(const gs_kargs*);
void k1385(const gs_kargs*);
void k1386(const gs_kargs*);
void k1387(const gs_kargs*);
void k1388(const gs_kargs*);
void k1389(const gs_kargs*);
void k1390(const gs_kargs*);
void k1391(const gs_kargs*);
void k1392(const gs_kargs*);
void k1393(const gs_kargs*);
void k1394(const gs_kargs*);
void k1395(const gs_kargs*);
void k1396(const gs_kargs*);
void k1397(const gs_kargs*);
void k1398(const gs_kargs*);
void k1399(const gs_kargs*);
void k1400(const gs_kargs*);
void k1401(const gs_kargs*);
void k1402(const gs_kargs*);
void k1403(const gs_kargs*);
void k1404(const gs_kargs*);
void k1405(const gs_kargs*);
void k1406(const gs_kargs*);
void k1407(const gs_kargs*);
void k1408(const gs_kargs*);
void k1409(const gs_kargs*);
void k1410(const gs_kargs*);
void k1411(const gs_kargs*);
void k1412(const gs_kargs*);
void k1413(const gs_kargs*);
void k1414(const gs_kargs*);
void k1415(const gs_kargs*);
void k1416(const gs_kargs*);
void k1417(const gs_kargs*);
void k1418(const gs_kargs*);
void k1419(const gs_kargs*);
void k1420(const gs_kargs*);
void k1421(const gs_kargs*);
void k1422(const gs_kargs*);
void k1423(const gs_kargs*);
void k1424(const gs_kargs*);
void k1425(const gs_kargs*);
void k1426(const gs_kargs*);
void k1427(const gs_kargs*);
void k1428(const gs_kargs*);
void k1429(const gs_kargs*);
void k1430(const gs_kargs*);
void k1431(const gs_kargs*);
void k1432(const gs_kargs*);
void k1433(const gs_kargs*);
void k1434(const gs_kargs*);
void k1435(const gs_kargs*);
void k1436(const gs_kargs*);
void k1437(const gs_kargs*);
void k1438(const gs_kargs*);
void k1439(const gs_kargs*);
void k1440(const gs_kargs*);
void k1441(const gs_kargs*);
void k1442(const gs_kargs*);
void k1443(const gs_kargs*);
void k1444(const gs_kargs*);
void k1445(const gs_kargs*);
void k1446(const gs_kargs*);
void k1447(const gs_kargs*);
void k1448(const gs_kargs*);
void k1449(const gs_kargs*);
void k1450(const gs_kargs*);
void k1451(const gs_kargs*);
void k1452(const gs_kargs*);
void k1453(const gs_kargs*);
void k1454(const gs_kargs*);
void k1455(const gs_kargs*);
void k1456(const gs_kargs*);
void k1457(const gs_kargs*);
void k1458(const gs_kargs*);
void k1459(const gs_kargs*);
void k1460(const gs_kargs*);
void k1461(const gs_kargs*);
void k1462(const gs_kargs*);
void k1463(const gs_kargs*);
void k1464(const gs_kargs*);
void k1465(const gs_kargs*);
void k1466(const gs_kargs*);
void k1467(const gs_kargs*);
void k1468(const gs_kargs*);
void k1469(const gs_kargs*);
void k1470(const gs_kargs*);
void k1471(const gs_kargs*);
void k1472(const gs_kargs*);
void k1473(const gs_kargs*);
void k1474(const gs_kargs*);
void k1475(const gs_kargs*);
void k1476(const gs_kargs*);
void k1477(const gs_kargs*);
void k1478(const gs_kargs*);
void k1479(const gs_kargs*);
void k1480(const gs_kargs*);
void k1481(const gs_kargs*);
void k1482(const gs_kargs*);
void k1483(const gs_kargs*);
void k1484(const gs_kargs*);
void k1485(const gs_kargs*);
void k1486(const gs_kargs*);
void k1487(const gs_kargs*);
void k1488(const gs_kargs*);
void k1489(const gs_kargs*);
void k1490(const gs_kargs*);
void k1491(const gs_kargs*);
void k1492(const gs_kargs*);
void k1493(const gs_kargs*);
void k1494(const gs_kargs*);
void k1495(const gs_kargs*);
void k1496(const gs_kargs*);
void k1497(const gs_kargs*);
void k1498(const gs_kargs*);
void k1499(const gs_kargs*);
void k1500(const gs_kargs*);
void k1501(const gs_kargs*);
void k1502(const gs_kargs*);
void k1503(const gs_kargs*);
void k1504(const gs_kargs*);
void k1505(const gs_kargs*);
void k1506(const gs_kargs*);
void k1507(const gs_kargs*);
void k1508(const gs_kargs*);
void k1509(const gs_kargs*);
void k1510(const gs_kargs*);
void k1511(const gs_kargs*);
void k1512(const gs_kargs*);
void k1513(const gs_kargs*);
void k1514(const gs_kargs*);
void k1515(const gs_kargs*);
void k1516(const gs_kargs*);
void k1517(const gs_kargs*);
void k1518(const gs_kargs*);
void k1519(const gs_kargs*);
void k1520(const gs_kargs*);
void k1521(const gs_kargs*);
void k1522(const gs_kargs*);
void k1523(const gs_kargs*);
void k1524(const gs_kargs*);
void k1525(const gs_kargs*);
void k1526(const gs_kargs*);
void k1527(const gs_kargs*);
void k1528(const gs_kargs*);
void k1529(const gs_kargs*);
void k1530(const gs_kargs*);
void k1531(const gs_kargs*);
void k1532(const gs_kargs*);
void k1533(const gs_kargs*);
void k1534(const gs_kargs*);
void k1535(const gs_kargs*);
void k1536(const gs_kargs*);
void k1537(const gs_kargs*);
void k1538(const gs_kargs*);
void k1539(const gs_kargs*);
void k1540(const gs_kargs*);
void k1541(const gs_kargs*);
void k1542(const gs_kargs*);
void k1543(const gs_kargs*);
void k1544(const gs_kargs*);
void k1545(const gs_kargs*);
void k1546(const gs_kargs*);
void k1547(const gs_kargs*);
void k1548(const gs_kargs*);
void k1549(const gs_kargs*);
void k1550(const gs_kargs*);
void k1551(const gs_kargs*);
void k1552(const gs_kargs*);
void k1553(const gs_kargs*);
void k1554(const gs_kargs*);
void k1555(const gs_kargs*);
void k1556(const gs_kargs*);
void k1557(const gs_kargs*);
void k1558(const gs_kargs*);
void k1559(const gs_kargs*);
void k1560(const gs_kargs*);
void k1561(const gs_kargs*);
void k1562(const gs_kargs*);
void k1563(const gs_kargs*);
void k1564(const gs_kargs*);
void k1565(const gs_kargs*);
void k1566(const gs_kargs*);
void k1567(const gs_kargs*);
void k1568(const gs_kargs*);
void k1569(const gs_kargs*);
void k1570(const gs_kargs*);
void k1571(const gs_kargs*);
void k1572(const gs_kargs*);
void k1573(const gs_kargs*);
void k1574(const gs_kargs*);
void k1575(const gs_kargs*);
void k1576(const gs_kargs*);
void k1577(const gs_kargs*);
void k1578(const gs_kargs*);
void k1579(const gs_kargs*);
void k1580(const gs_kargs*);
void k1581(const gs_kargs*);
void k1582(const gs_kargs*);
void k1583(const gs_kargs*);
void k1584(const gs_kargs*);
void k1585(const gs_kargs*);
void k1586(const gs_kargs*);
void k1587(const gs_kargs*);
void k1588(const gs_kargs*);
void k1589(const gs_kargs*);
void k1590(const gs_kargs*);
void k1591(const gs_kargs*);
void k1592(const gs_kargs*);
void k1593(const gs_kargs*);
void k1594(const gs_kargs*);
void k1595(const gs_kargs*);
void k1596(const gs_kargs*);
void k1597(const gs_kargs*);
void k1598(const gs_kargs*);
void k1599(const gs_kargs*);
void k1600(const gs_kargs*);
void k1601(const gs_kargs*);
void k1602(const gs_kargs*);
void k1603(const gs_kargs*);
void k1604(const gs_kargs*);
void k1605(const gs_kargs*);
void k1606(const gs_kargs*);
void k1607(const gs_kargs*);
void k1608(const gs_kargs*);
void k1609(const gs_kargs*);
void k1610(const gs_kargs*);
void k1611(const gs_kargs*);
void k1612(const gs_kargs*);
void k1613(const gs_kargs*);
void k1614(const gs_kargs*);
void k1615(const gs_kargs*);
void k1616(const gs_kargs*);
void k1617(const gs_kargs*);
void k1618(const gs_kargs*);
void k1619(const gs_kargs*);
void k1620(const gs_kargs*);
void k1621(const gs_kargs*);
void k1622(const gs_kargs*);
void k1623(const gs_kargs*);
void k1624(const gs_kargs*);
void k1625(const gs_kargs*);
void k1626(const gs_kargs*);
void k1627(const gs_kargs*);
void k1628(const gs_kargs*);
void k1629(const gs_kargs*);
void k1630(const gs_kargs*);
void k1631(const gs_kargs*);
void k1632(const gs_kargs*);
void k1633(const gs_kargs*);
void k1634(const gs_kargs*);
void k1635(const gs_kargs*);
void k1636(const gs_kargs*);
void k1637(const gs_kargs*);
void k1638(const gs_kargs*);
void k1639(const gs_kargs*);
void k1640(const gs_kargs*);
void k1641(const gs_kargs*);
void k1642(const gs_kargs*);
void k1643(const gs_kargs*);
void k1644(const gs_kargs*);
void k1645(const gs_kargs*);
void k1646(const gs_kargs*);
void k1647(const gs_kargs*);
void k1648(const gs_kargs*);
void k1649(const gs_kargs*);
void k1650(const gs_kargs*);
void k1651(const gs_kargs*);
void k1652(const gs_kargs*);
void k1653(const gs_kargs*);
void k1654(const gs_kargs*);
void k1655(const gs_kargs*);
void k1656(const gs_kargs*);
void k1657(const gs_kargs*);
void k1658(const gs_kargs*);
void k1659(const gs_kargs*);
void k1660(const gs_kargs*);
void k1661(const gs_kargs*);
void k1662(const gs_kargs*);
void k1663(const gs_kargs*);
void k1664(const gs_kargs*);
void k1665(const gs_kargs*);
void k1666(const gs_kargs*);
void k1667(const gs_kargs*);
void k1668(const gs_kargs*);
void k1669(const gs_kargs*);
void k1670(const gs_kargs*);
void k1671(const gs_kargs*);
void k1672(const gs_kargs*);
void k1673(const gs_kargs*);
void k1674(const gs_kargs*);
void k1675(const gs_kargs*);
void k1676(const gs_kargs*);
void k1677(const gs_kargs*);
void k1678(const gs_kargs*);
void k1679(const gs_kargs*);
void k1680(const gs_kargs*);
void k1681(const gs_kargs*);
void k1682(const gs_kargs*);
void k1683(const gs_kargs*);
void k1684(const gs_kargs*);
void k1685(const gs_kargs*);
void k1686(const gs_kargs*);
void k1687(const gs_kargs*);
void k1688(const gs_kargs*);
void k1689(const gs_kargs*);
void k1690(const gs_kargs*);
void k1691(const gs_kargs*);
void k1692(const gs_kargs*);
void k1693(const gs_kargs*);
void k1694(const gs_kargs*);
void k1695(const gs_kargs*);
void k1696(const gs_kargs*);
void k1697(const gs_kargs*);
void k1698(const gs_kargs*);
void k1699(const gs_kargs*);
void k1700(const gs_kargs*);
void k1701(const gs_kargs*);
void k1702(const gs_kargs*);
void k1703(const gs_kargs*);
void k1704(const gs_kargs*);
void k1705(const gs_kargs*);
void k1706(const gs_kargs*);
void k1707(const gs_kargs*);
void k1708(const gs_kargs*);
void k1709(const gs_kargs*);
void k1710(const gs_kargs*);
void k1711(const gs_kargs*);
void k1712(const gs_kargs*);
void k1713(const gs_kargs*);
void k1714(const gs_kargs*);
void k1715(const gs_kargs*);
void k1716(const gs_kargs*);
void k1717(const gs_kargs*);
void k1718(const gs_kargs*);
void k1719(const gs_kargs*);
void k1720(const gs_kargs*);
void k1721(const gs_kargs*);
void k1722(const gs_kargs*);
void k1723(const gs_kargs*);
void k1724(const gs_kargs*);
void k1725(const gs_kargs*);
void k1726(const gs_kargs*);
void k1727(const gs_kargs*);
void k1728(const gs_kargs*);
void k1729(const gs_kargs*);
void k1730(const gs_kargs*);
void k1731(const gs_kargs*);
void k1732(const gs_kargs*);
void k1733(const gs_kargs*);
void k1734(const gs_kargs*);
void k1735(const gs_kargs*);
void k1736(const gs_kargs*);
void k1737(const gs_kargs*);
void k1738(const gs_kargs*);
void k1739(const gs_kargs*);
void k1740(const gs_kargs*);
void k1741(const gs_kargs*);
void k1742(const gs_kargs*);
void k1743(const gs_kargs*);
void k1744(const gs_kargs*);
void k1745(const gs_kargs*);
void k1746(const gs_kargs*);
void k1747(const gs_kargs*);
void k1748(const gs_kargs*);
void k1749(const gs_kargs*);
void k1750(const gs_kargs*);
void k1751(const gs_kargs*);
void k1752(const gs_kargs*);
void k1753(const gs_kargs*);
void k1754(const gs_kargs*);
void k1755(const gs_kargs*);
void k1756(const gs_kargs*);
void k1757(const gs_kargs*);
void k1758(const gs_kargs*);
void k1759(const gs_kargs*);
void k1760(const gs_kargs*);
void k1761(const gs_kargs*);
void k1762(const gs_kargs*);
void k1763(const gs_kargs*);
void k1764(const gs_kargs*);
void k1765(const gs_kargs*);
void k1766(const gs_kargs*);
void k1767(const gs_kargs*);
void k1768(const gs_kargs*);
void k1769(const gs_kargs*);
void k1770(const gs_kargs*);
void k1771(const gs_kargs*);
void k1772(const gs_kargs*);
void k1773(const gs_kargs*);
void k1774(const gs_kargs*);
void k1775(const gs_kargs*);
void k1776(const gs_kargs*);
void k1777(const gs_kargs*);
void k1778(const gs_kargs*);
void k1779(const gs_kargs*);
void k1780(const gs_kargs*);
void k1781(const gs_kargs*);
void k1782(const gs_kargs*);
void k1783(const gs_kargs*);
void k1784(const gs_kargs*);
void k1785(const gs_kargs*);
void k1786(const gs_kargs*);
void k1787(const gs_kargs*);
void k1788(const gs_kargs*);
void k1789(const gs_kargs*);
void k1790(const gs_kargs*);
void k1791(const gs_kargs*);
void k1792(const gs_kargs*);
void k1793(const gs_kargs*);
void k1794(const gs_kargs*);
void k1795(const gs_kargs*);
void k1796(const gs_kargs*);
void k1797(const gs_kargs*);
void k1798(const gs_kargs*);
void k1799(const gs_kargs*);
void k1800(const gs_kargs*);
void k1801(const gs_kargs*);
void k1802(const gs_kargs*);
void k1803(const gs_kargs*);
void k1804(const gs_kargs*);
void k1805(const gs_kargs*);
void k1806(const gs_kargs*);
void k1807(const gs_kargs*);
void k1808(const gs_kargs*);
void k1809(const gs_kargs*);
void k1810(const gs_kargs*);
void k1811(const gs_kargs*);
void k1812(const gs_kargs*);
void k1813(const gs_kargs*);
void k1814(const gs_kargs*);
void k1815(const gs_kargs*);
void k1816(const gs_kargs*);
void k1817(const gs_kargs*);
void k1818(const gs_kargs*);
void k1819(const gs_kargs*);
void k1820(const gs_kargs*);
void k1821(const gs_kargs*);
void k1822(const gs_kargs*);
void k1823(const gs_kargs*);
void k1824(const gs_kargs*);
void k1825(const gs_kargs*);
void k1826(const gs_kargs*);
void k1827(const gs_kargs*);
void k1828(const gs_kargs*);
void k1829(const gs_kargs*);
void k1830(const gs_kargs*);
void k1831(const gs_kargs*);
void k1832(const gs_kargs*);
void k1833(const gs_kargs*);
void k1834(const gs_kargs*);
void k1835(const gs_kargs*);
void k1836(const gs_kargs*);
void k1837(const gs_kargs*);
void k1838(const gs_kargs*);
void k1839(const gs_kargs*);
void k1840(const gs_kargs*);
void k1841(const gs_kargs*);
void k1842(const gs_kargs*);
void k1843(const gs_kargs*);
void k1844(const gs_kargs*);
void k1845(const gs_kargs*);
void k1846(const gs_kargs*);
void k1847(const gs_kargs*);
void k1848(const gs_kargs*);
void k1849(const gs_kargs*);
void k1850(const gs_kargs*);
void k1851(const gs_kargs*);
void k1852(const gs_kargs*);
void k1853(const gs_kargs*);
void k1854(const gs_kargs*);
void k1855(const gs_kargs*);
void k1856(const gs_kargs*);
void k1857(const gs_kargs*);
void k1858(const gs_kargs*);
void k1859(const gs_kargs*);
void k1860(const gs_kargs*);
void k1861(const gs_kargs*);
void k1862(const gs_kargs*);
void k1863(const gs_kargs*);
void k1864(const gs_kargs*);
void k1865(const gs_kargs*);
void k1866(const gs_kargs*);
void k1867(const gs_kargs*);
void k1868(const gs_kargs*);
void k1869(const gs_kargs*);
void k1870(const gs_kargs*);
void k1871(const gs_kargs*);
void k1872(const gs_kargs*);
void k1873(const gs_kargs*);
void k1874(const gs_kargs*);
void k1875(const gs_kargs*);
void k1876(const gs_kargs*);
void k1877(const gs_kargs*);
void k1878(const gs_kargs*);
void k1879(const gs_kargs*);
void k1880(const gs_kargs*);
void k1881(const gs_kargs*);
void k1882(const gs_kargs*);
void k1883(const gs_kargs*);
void k1884(const gs_kargs*);
void k1885(const gs_kargs*);
void k1886(const gs_kargs*);
void k1887(const gs_kargs*);
void k1888(const gs_kargs*);
void k1889(const gs_kargs*);
void k1890(const gs_kargs*);
void k1891(const gs_kargs*);
void k1892(const gs_kargs*);
void k1893(const gs_kargs*);
void k1894(const gs_kargs*);
void k1895(const gs_kargs*);
void k1896(const gs_kargs*);
void k1897(const gs_kargs*);
void k1898(const gs_kargs*);
void k1899(const gs_kargs*);
void k1900(const gs_kargs*);
void k1901(const gs_kargs*);
void k1902(const gs_kargs*);
void k1903(const gs_kargs*);
void k1904(const gs_kargs*);
void k1905(const gs_kargs*);
void k1906(const gs_kargs*);
void k1907(const gs_kargs*);
void k1908(const gs_kargs*);
void k1909(const gs_kargs*);
void k1910(const gs_kargs*);
void k1911(const gs_kargs*);
void k1912(const gs_kargs*);
void k1913(const gs_kargs*);
void k1914(const gs_kargs*);
void k1915(const gs_kargs*);
void k1916(const gs_kargs*);
void k1917(const gs_kargs*);
void k1918(const gs_kargs*);
void k1919(const gs_kargs*);
void k1920(const gs_kargs*);
void k1921(const gs_kargs*);
void k1922(const gs_kargs*);
void k1923(const gs_kargs*);
void k1924(const gs_kargs*);
void k1925(const gs_kargs*);
void k1926(const gs_kargs*);
void k1927(const gs_kargs*);
void k1928(const gs_kargs*);
void k1929(const gs_kargs*);
void k1930(const gs_kargs*);
void k1931(const gs_kargs*);
void k1932(const gs_kargs*);
void k1933(const gs_kargs*);
void k1934(const gs_kargs*);
void k1935(const gs_kargs*);
void k1936(const gs_kargs*);
void k1937(const gs_kargs*);
void k1938(const gs_kargs*);
void k1939(const gs_kargs*);
void k1940(const gs_kargs*);
void k1941(const gs_kargs*);
void k1942(const gs_kargs*);
void k1943(const gs_kargs*);
void k1944(const gs_kargs*);
void k1945(const gs_kargs*);
void k1946(const gs_kargs*);
void k1947(const gs_kargs*);
void k1948(const gs_kargs*);
void k1949(const gs_kargs*);
void k1950(const gs_kargs*);
void k1951(const gs_kargs*);
void k1952(const gs_kargs*);
void k1953(const gs_kargs*);
void k1954(const gs_kargs*);
void k1955(const gs_kargs*);
void k1956(const gs_kargs*);
void k1957(const gs_kargs*);
void k1958(const gs_kargs*);
void k1959(const gs_kargs*);
void k1960(const gs_kargs*);
void k1961(const gs_kargs*);
void k1962(const gs_kargs*);
void k1963(const gs_kargs*);
void k1964(const gs_kargs*);
void k1965(const gs_kargs*);
void k1966(const gs_kargs*);
void k1967(const gs_kargs*);
void k1968(const gs_kargs*);
void k1969(const gs_kargs*);
void k1970(const gs_kargs*);
void k1971(const gs_kargs*);
void k1972(const gs_kargs*);
void k1973(const gs_kargs*);
void k1974(const gs_kargs*);
void k1975(const gs_kargs*);
void k1976(const gs_kargs*);
void k1977(const gs_kargs*);
void k1978(const gs_kargs*);
void k1979(const gs_kargs*);
void k1980(const gs_kargs*);
void k1981(const gs_kargs*);
void k1982(const gs_kargs*);
void k1983(const gs_kargs*);
void k1984(const gs_kargs*);
void k1985(const gs_kargs*);
void k1986(const gs_kargs*);
void k1987(const gs_kargs*);
void k1988(const gs_kargs*);
void k1989(const gs_kargs*);
void k1990(const gs_kargs*);
void k1991(const gs_kargs*);
void k1992(const gs_kargs*);
void k1993(const gs_kargs*);
void k1994(const gs_kargs*);
void k1995(const gs_kargs*);
void k1996(const gs_kargs*);
void k1997(const gs_kargs*);
void k1998(const gs_kargs*);
void k1999(const gs_kargs*);
void k2000(const gs_kargs*);
void k2001(const gs_kargs*);
void k2002(const gs_kargs*);
void k2003(const gs_kargs*);
void k2004(const gs_kargs*);
void k2005(const gs_kargs*);
void k2006(const gs_kargs*);
void k2007(const gs_kargs*);
void k2008(const gs_kargs*);
void k2009(const gs_kargs*);
void k2010(const gs_kargs*);
void k2011(const gs_kargs*);
void k2012(const gs_kargs*);
void k2013(const gs_kargs*);
void k2014(const gs_kargs*);
void k2015(const gs_kargs*);
void k2016(const gs_kargs*);
void k2017(const gs_kargs*);
void k2018(const gs_kargs*);
void k2019(const gs_kargs*);
void k2020(const gs_kargs*);
void k2021(const gs_kargs*);
void k2022(const gs_kargs*);
void k2023(const gs_kargs*);
void k2024(const gs_kargs*);
void k2025(const gs_kargs*);
void k2026(const gs_kargs*);
void k2027(const gs_kargs*);
void k2028(const gs_kargs*);
void k2029(const gs_kargs*);
void k2030(const gs_kargs*);
void k2031(const gs_kargs*);
void k2032(const gs_kargs*);
void k2033(const gs_kargs*);
void k2034(const gs_kargs*);
void k2035(const gs_kargs*);
void k2036(const gs_kargs*);
void k2037(const gs_kargs*);
void k2038(const gs_kargs*);
void k2039(const gs_kargs*);
void k2040(const gs_kargs*);
void k2041(const gs_kargs*);
void k2042(const gs_kargs*);
void k2043(const gs_kargs*);
void k2044(const gs_kargs*);
void k2045(const gs_kargs*);
void k2046(const gs_kargs*);
void k2047(const gs_kargs*);
void k2048(const gs_kargs*);
void k2049(const gs_kargs*);
void k2050(const gs_kargs*);
void k2051(const gs_kargs*);
void k2052(const gs_kargs*);
void k2053(const gs_kargs*);
void k2054(const gs_kargs*);
void k2055(const gs_kargs*);
void k2056(const gs_kargs*);
void k2057(const gs_kargs*);
void k2058(const gs_kargs*);
void k2059(const gs_kargs*);
void k2060(const gs_kargs*);
void k2061(const gs_kargs*);
void k2062(const gs_kargs*);
void k2063(const gs_kargs*);
void k2064(const gs_kargs*);
void k2065(const gs_kargs*);
void k2066(const gs_kargs*);
void k2067(const gs_kargs*);
void k2068(const gs_kargs*);
void k2069(const gs_kargs*);
void k2070(const gs_kargs*);
void k2071(const gs_kargs*);
void k2072(const gs_kargs*);
void k2073(const gs_kargs*);
void k2074(const gs_kargs*);
void k2075(const gs_kargs*);
void k2076(const gs_kargs*);
void k2077(const gs_kargs*);
void k2078(const gs_kargs*);
void k2079(const gs_kargs*);
void k2080(const gs_kargs*);
void k2081(const gs_kargs*);
void k2082(const gs_kargs*);
void k2083(const gs_kargs*);
void k2084(const gs_kargs*);
void k2085(const gs_kargs*);
void k2086(const gs_kargs*);
void k2087(const gs_kargs*);
void k2088(const gs_kargs*);
void k2089(const gs_kargs*);
void k2090(const gs_kargs*);
void k2091(const gs_kargs*);
void k2092(const gs_kargs*);
void k2093(const gs_kargs*);
void k2094(const gs_kargs*);
void k2095(const gs_kargs*);
void k2096(const gs_kargs*);
void k2097(const gs_kargs*);
void k2098(const gs_kargs*);
void k2099(const gs_kargs*);
void k2100(const gs_kargs*);
void k2101(const gs_kargs*);
void k2102(const gs_kargs*);
void k2103(const gs_kargs*);
void k2104(const gs_kargs*);
void k2105(const gs_kargs*);
void k2106(const gs_kargs*);
void k2107(const gs_kargs*);
void k2108(const gs_kargs*);
void k2109(const gs_kargs*);
void k2110(const gs_kargs*);
void k2111(const gs_kargs*);
void k2112(const gs_kargs*);
void k2113(const gs_kargs*);
void k2114(const gs_kargs*);
void k2115(const gs_kargs*);
void k2116(const gs_kargs*);
void k2117(const gs_kargs*);
void k2118(const gs_kargs*);
void k2119(const gs_kargs*);
void k2120(const gs_kargs*);
void k2121(const gs_kargs*);
void k2122(const gs_kargs*);
void k2123(const gs_kargs*);
void k2124(const gs_kargs*);
void k2125(const gs_kargs*);
void k2126(const gs_kargs*);
void k2127(const gs_kargs*);
void k2128(const gs_kargs*);
void k2129(const gs_kargs*);
void k2130(const gs_kargs*);
void k2131(const gs_kargs*);
void k2132(const gs_kargs*);
void k2133(const gs_kargs*);
void k2134(const gs_kargs*);
void k2135(const gs_kargs*);
void k2136(const gs_kargs*);
void k2137(const gs_kargs*);
void k2138(const gs_kargs*);
void k2139(const gs_kargs*);
void k2140(const gs_kargs*);
void k2141(const gs_kargs*);
void k2142(const gs_kargs*);
void k2143(const gs_kargs*);
void k2144(const gs_kargs*);
void k2145(const gs_kargs*);
void k2146(const gs_kargs*);
void k2147(const gs_kargs*);
void k2148(const gs_kargs*);
void k2149(const gs_kargs*);
void k2150(const gs_kargs*);
void k2151(const gs_kargs*);
void k2152(const gs_kargs*);
void k2153(const gs_kargs*);
void k2154(const gs_kargs*);
void k2155(const gs_kargs*);
void k2156(const gs_kargs*);
void k2157(const gs_kargs*);
void k2158(const gs_kargs*);
void k2159(const gs_kargs*);
void k2160(const gs_kargs*);
void k2161(const gs_kargs*);
void k2162(const gs_kargs*);
void k2163(const gs_kargs*);
void k2164(const gs_kargs*);
void k2165(const gs_kargs*);
void k2166(const gs_kargs*);
void k2167(const gs_kargs*);
void k2168(const gs_kargs*);
void k2169(const gs_kargs*);
void k2170(const gs_kargs*);
void k2171(const gs_kargs*);
void k2172(const gs_kargs*);
void k2173(const gs_kargs*);
void k2174(const gs_kargs*);
void k2175(const gs_kargs*);
void k2176(const gs_kargs*);
void k2177(const gs_kargs*);
void k2178(const gs_kargs*);
void k2179(const gs_kargs*);
void k2180(const gs_kargs*);
void k2181(const gs_kargs*);
void k2182(const gs_kargs*);
void k2183(const gs_kargs*);
void k2184(const gs_kargs*);
void k2185(const gs_kargs*);
void k2186(const gs_kargs*);
void k2187(const gs_kargs*);
void k2188(const gs_kargs*);
void k2189(const gs_kargs*);
void k2190(const gs_kargs*);
void k2191(const gs_kargs*);
void k2192(const gs_kargs*);
void k2193(const gs_kargs*);
void k2194(const gs_kargs*);
void k2195(const gs_kargs*);
void k2196(const gs_kargs*);
void k2197(const gs_kargs*);
void k2198(const gs_kargs*);
void k2199(const gs_kargs*);
void k2200(const gs_kargs*);
void k2201(const gs_kargs*);
void k2202(const gs_kargs*);
void k2203(const gs_kargs*);
void k2204(const gs_kargs*);
void k2205(const gs_kargs*);
void k2206(const gs_kargs*);
void k2207(const gs_kargs*);
void k2208(const gs_kargs*);
void k2209(const gs_kargs*);
void k2210(const gs_kargs*);
void k2211(const gs_kargs*);
void k2212(const gs_kargs*);
void k2213(const gs_kargs*);
void k2214(const gs_kargs*);
void k2215(const gs_kargs*);
void k2216(const gs_kargs*);
void k2217(const gs_kargs*);
void k2218(const gs_kargs*);
void k2219(const gs_kargs*);
void k2220(const gs_kargs*);
void k2221(const gs_kargs*);
void k2222(const gs_kargs*);
void k2223(const gs_kargs*);
void k2224(const gs_kargs*);
void k2225(const gs_kargs*);
void k2226(const gs_kargs*);
void k2227(const gs_kargs*);
void k2228(const gs_kargs*);
void k2229(const gs_kargs*);
void k2230(const gs_kargs*);
void k2231(const gs_kargs*);
void k2232(const gs_kargs*);
void k2233(const gs_kargs*);
void k2234(const gs_kargs*);
void k2235(const gs_kargs*);
void k2236(const gs_kargs*);
void k2237(const gs_kargs*);
void k2238(const gs_kargs*);
void k2239(const gs_kargs*);
void k2240(const gs_kargs*);
void k2241(const gs_kargs*);
void k2242(const gs_kargs*);
void k2243(const gs_kargs*);
void k2244(const gs_kargs*);
void k2245(const gs_kargs*);
void k2246(const gs_kargs*);
void k2247(const gs_kargs*);
void k2248(const gs_kargs*);
void k2249(const gs_kargs*);
void k2250(const gs_kargs*);
void k2251(const gs_kargs*);
void k2252(const gs_kargs*);
void k2253(const gs_kargs*);
void k2254(const gs_kargs*);
void k2255(const gs_kargs*);
void k2256(const gs_kargs*);
void k2257(const gs_kargs*);
void k2258(const gs_kargs*);
void k2259(const gs_kargs*);
void k2260(const gs_kargs*);
void k2261(const gs_kargs*);
void k2262(const gs_kargs*);
void k2263(const gs_kargs*);
void k2264(const gs_kargs*);
void k2265(const gs_kargs*);
void k2266(const gs_kargs*);
void k2267(const gs_kargs*);
void k2268(const gs_kargs*);
void k2269(const gs_kargs*);
void k2270(const gs_kargs*);
void k2271(const gs_kargs*);
void k2272(const gs_kargs*);
void k2273(const gs_kargs*);
void k2274(const gs_kargs*);
void k2275(const gs_kargs*);
void k2276(const gs_kargs*);
void k2277(const gs_kargs*);
void k2278(const gs_kargs*);
void k2279(const gs_kargs*);
void k2280(const gs_kargs*);
void k2281(const gs_kargs*);
void k2282(const gs_kargs*);
void k2283(const gs_kargs*);
void k2284(const gs_kargs*);
void k2285(const gs_kargs*);
void k2286(const gs_kargs*);
void k2287(const gs_kargs*);
void k2288(const gs_kargs*);
void k2289(const gs_kargs*);
void k2290(const gs_kargs*);
void k2291(const gs_kargs*);
void k2292(const gs_kargs*);
void k2293(const gs_kargs*);
void k2294(const gs_kargs*);
void k2295(const gs_kargs*);
void k2296(const gs_kargs*);
void k2297(const gs_kargs*);
void k2298(const gs_kargs*);
void k2299(const gs_kargs*);
void k2300(const gs_kargs*);
void k2301(const gs_kargs*);
void k2302(const gs_kargs*);
void k2303(const gs_kargs*);
void k2304(const gs_kargs*);
void k2305(const gs_kargs*);
void k2306(const gs_kargs*);
void k2307(const gs_kargs*);
void k2308(const gs_kargs*);
void k2309(const gs_kargs*);
void k2310(const gs_kargs*);
void k2311(const gs_kargs*);
void k2312(const gs_kargs*);
void k2313(const gs_kargs*);
void k2314(const gs_kargs*);
void k2315(const gs_kargs*);
void k2316(const gs_kargs*);
void k2317(const gs_kargs*);
void k2318(const gs_kargs*);
void k2319(const gs_kargs*);
void k2320(const gs_kargs*);
void k2321(const gs_kargs*);
void k2322(const gs_kargs*);
void k2323(const gs_kargs*);
void k2324(const gs_kargs*);
void k2325(const gs_kargs*);
void k2326(const gs_kargs*);
void k2327(const gs_kargs*);
void k2328(const gs_kargs*);
void k2329(const gs_kargs*);
void k2330(const gs_kargs*);
void k2331(const gs_kargs*);
void k2332(const gs_kargs*);
void k2333(const gs_kargs*);
void k2334(const gs_kargs*);
void k2335(const gs_kargs*);
void k2336(const gs_kargs*);
void k2337(const gs_kargs*);
void k2338(const gs_kargs*);
void k2339(const gs_kargs*);
void k2340(const gs_kargs*);
void k2341(const gs_kargs*);
void k2342(const gs_kargs*);
void k2343(const gs_kargs*);
void k2344(const gs_kargs*);
void k2345(const gs_kargs*);
void k2346(const gs_kargs*);
void k2347(const gs_kargs*);
void k2348(const gs_kargs*);
void k2349(const gs_kargs*);
void k2350(const gs_kargs*);
void k2351(const gs_kargs*);
void k2352(const gs_kargs*);
void k2353(const gs_kargs*);
void k2354(const gs_kargs*);
void k2355(const gs_kargs*);
void k2356(const gs_kargs*);
void k2357(const gs_kargs*);
void k2358(const gs_kargs*);
void k2359(const gs_kargs*);
void k2360(const gs_kargs*);
void k2361(const gs_kargs*);
void k2362(const gs_kargs*);
void k2363(const gs_kargs*);
void k2364(const gs_kargs*);
void k2365(const gs_kargs*);
void k2366(const gs_kargs*);
void k2367(const gs_kargs*);
void k2368(const gs_kargs*);
void k2369(const gs_kargs*);
void k2370(const gs_kargs*);
void k2371(const gs_kargs*);
void k2372(const gs_kargs*);
void k2373(const gs_kargs*);
void k2374(const gs_kargs*);
void k2375(const gs_kargs*);
void k2376(const gs_kargs*);
void k2377(const gs_kargs*);
void k2378(const gs_kargs*);
void k2379(const gs_kargs*);
void k2380(const gs_kargs*);
void k2381(const gs_kargs*);
void k2382(const gs_kargs*);
void k2383(const gs_kargs*);
void k2384(const gs_kargs*);
void k2385(const gs_kargs*);
void k2386(const gs_kargs*);
void k2387(const gs_kargs*);
void k2388(const gs_kargs*);
void k2389(const gs_kargs*);
void k2390(const gs_kargs*);
void k2391(const gs_kargs*);
void k2392(const gs_kargs*);
void k2393(const gs_kargs*);
void k2394(const gs_kargs*);
void k2395(const gs_kargs*);
void k2396(const gs_kargs*);
void k2397(const gs_kargs*);
void k2398(const gs_kargs*);
void k2399(const gs_kargs*);
void k2400(const gs_kargs*);
void k2401(const gs_kargs*);
void k2402(const gs_kargs*);
void k2403(const gs_kargs*);
void k2404(const gs_kargs*);
void k2405(const gs_kargs*);
void k2406(const gs_kargs*);
void k2407(const gs_kargs*);
void k2408(const gs_kargs*);
void k2409(const gs_kargs*);
void k2410(const gs_kargs*);
void k2411(const gs_kargs*);
void k2412(const gs_kargs*);
void k2413(const gs_kargs*);
void k2414(const gs_kargs*);
void k2415(const gs_kargs*);
void k2416(const gs_kargs*);
void k2417(const gs_kargs*);
void k2418(const gs_kargs*);
void k2419(const gs_kargs*);
void k2420(const gs_kargs*);
void k2421(const gs_kargs*);
void k2422(const gs_kargs*);
void k2423(const gs_kargs*);
void k2424(const gs_kargs*);
void k2425(const gs_kargs*);
void k2426(const gs_kargs*);
void k2427(const gs_kargs*);
void k2428(const gs_kargs*);
void k2429(const gs_kargs*);
void k2430(const gs_kargs*);
void k2431(const gs_kargs*);
void k2432(const gs_kargs*);
void k2433(const gs_kargs*);
void k2434(const gs_kargs*);
void k2435(const gs_kargs*);
void k2436(const gs_kargs*);
void k2437(const gs_kargs*);
void k2438(const gs_kargs*);
void k2439(const gs_kargs*);
void k2440(const gs_kargs*);
void k2441(const gs_kargs*);
void k2442(const gs_kargs*);
void k2443(const gs_kargs*);
void k2444(const gs_kargs*);
void k2445(const gs_kargs*);
void k2446(const gs_kargs*);
void k2447(const gs_kargs*);
void k2448(const gs_kargs*);
void k2449(const gs_kargs*);
void k2450(const gs_kargs*);
void k2451(const gs_kargs*);
void k2452(const gs_kargs*);
void k2453(const gs_kargs*);
void k2454(const gs_kargs*);
void k2455(const gs_kargs*);
void k2456(const gs_kargs*);
void k2457(const gs_kargs*);
void k2458(const gs_kargs*);
void k2459(const gs_kargs*);
void k2460(const gs_kargs*);
void k2461(const gs_kargs*);
void k2462(const gs_kargs*);
void k2463(const gs_kargs*);
void k2464(const gs_kargs*);
void k2465(const gs_kargs*);
void k2466(const gs_kargs*);
void k2467(const gs_kargs*);
void k2468(const gs_kargs*);
void k2469(const gs_kargs*);
void k2470(const gs_kargs*);
void k2471(const gs_kargs*);
void k2472(const gs_kargs*);
void k2473(const gs_kargs*);
void k2474(const gs_kargs*);
void k2475(const gs_kargs*);
void k2476(const gs_kargs*);
void k2477(const gs_kargs*);
void k2478(const gs_kargs*);
void k2479(const gs_kargs*);
void k2480(const gs_kargs*);
void k2481(const gs_kargs*);
void k2482(const gs_kargs*);
void k2483(const gs_kargs*);
void k2484(const gs_kargs*);
void k2485(const gs_kargs*);
void k2486(const gs_kargs*);
void k2487(const gs_kargs*);
void k2488(const gs_kargs*);
void k2489(const gs_kargs*);
void k2490(const gs_kargs*);
void k2491(const gs_kargs*);
void k2492(const gs_kargs*);
void k2493(const gs_kargs*);
void k2494(const gs_kargs*);
void k2495(const gs_kargs*);
void k2496(const gs_kargs*);
void k2497(const gs_kargs*);
void k2498(const gs_kargs*);
void k2499(const gs_kargs*);
void k2500(const gs_kargs*);
void k2501(const gs_kargs*);
void k2502(const gs_kargs*);
void k2503(const gs_kargs*);
void k2504(const gs_kargs*);
void k2505(const gs_kargs*);
void k2506(const gs_kargs*);
void k2507(const gs_kargs*);
void k2508(const gs_kargs*);
void k2509(const gs_kargs*);
void k2510(const gs_kargs*);
void k2511(const gs_kargs*);
void k2512(const gs_kargs*);
void k2513(const gs_kargs*);
void k2514(const gs_kargs*);
void k2515(const gs_kargs*);
void k2516(const gs_kargs*);
void k2517(const gs_kargs*);
void k2518(const gs_kargs*);
void k2519(const gs_kargs*);
void k2520(const gs_kargs*);
void k2521(const gs_kargs*);
void k2522(const gs_kargs*);
void k2523(const gs_kargs*);
void k2524(const gs_kargs*);
void k2525(const gs_kargs*);
void k2526(const gs_kargs*);
void k2527(const gs_kargs*);
void k2528(const gs_kargs*);
void k2529(const gs_kargs*);
void k2530(const gs_kargs*);
void k2531(const gs_kargs*);
void k2532(const gs_kargs*);
void k2533(const gs_kargs*);
void k2534(const gs_kargs*);
void k2535(const gs_kargs*);
void k2536(const gs_kargs*);
void k2537(const gs_kargs*);
void k2538(const gs_kargs*);
void k2539(const gs_kargs*);
void k2540(const gs_kargs*);
void k2541(const gs_kargs*);
void k2542(const gs_kargs*);
void k2543(const gs_kargs*);
void k2544(const gs_kargs*);
void k2545(const gs_kargs*);
void k2546(const gs_kargs*);
void k2547(const gs_kargs*);
void k2548(const gs_kargs*);
void k2549(const gs_kargs*);
void k2550(const gs_kargs*);
void k2551(const gs_kargs*);
void k2552(const gs_kargs*);
void k2553(const gs_kargs*);
void k2554(const gs_kargs*);
void k2555(const gs_kargs*);
void k2556(const gs_kargs*);
void k2557(const gs_kargs*);
void k2558(const gs_kargs*);
void k2559(const gs_kargs*);
void k2560(const gs_kargs*);
void k2561(const gs_kargs*);
void k2562(const gs_kargs*);
void k2563(const gs_kargs*);
void k2564(const gs_kargs*);
void k2565(const gs_kargs*);
void k2566(const gs_kargs*);
void k2567(const gs_kargs*);
void k2568(const gs_kargs*);
void k2569(const gs_kargs*);
void k2570(const gs_kargs*);
void k2571(const gs_kargs*);
void k2572(const gs_kargs*);
void k2573(const gs_kargs*);
void k2574(const gs_kargs*);
void k2575(const gs_kargs*);
void k2576(const gs_kargs*);
void k2577(const gs_kargs*);
void k2578(const gs_kargs*);
void k2579(const gs_kargs*);
void k2580(const gs_kargs*);
void k2581(const gs_kargs*);
void k2582(const gs_kargs*);
void k2583(const gs_kargs*);
void k2584(const gs_kargs*);
void k2585(const gs_kargs*);
void k2586(const gs_kargs*);
void k2587(const gs_kargs*);
void k2588(const gs_kargs*);
void k2589(const gs_kargs*);
void k2590(const gs_kargs*);
void k2591(const gs_kargs*);
void k2592(const gs_kargs*);
void k2593(const gs_kargs*);
void k2594(const gs_kargs*);
void k2595(const gs_kargs*);
void k2596(const gs_kargs*);
void k2597(const gs_kargs*);
void k2598(const gs_kargs*);
void k2599(const gs_kargs*);
void k2600(const gs_kargs*);
void k2601(const gs_kargs*);
void k2602(const gs_kargs*);
void k2603(const gs_kargs*);
void k2604(const gs_kargs*);
void k2605(const gs_kargs*);
void k2606(const gs_kargs*);
void k2607(const gs_kargs*);
void k2608(const gs_kargs*);
void k2609(const gs_kargs*);
void k2610(const gs_kargs*);
void k2611(const gs_kargs*);
void k2612(const gs_kargs*);
void k2613(const gs_kargs*);
void k2614(const gs_kargs*);
void k2615(const gs_kargs*);
void k2616(const gs_kargs*);
void k2617(const gs_kargs*);
void k2618(const gs_kargs*);
void k2619(const gs_kargs*);
void k2620(const gs_kargs*);
void k2621(const gs_kargs*);
void k2622(const gs_kargs*);
void k2623(const gs_kargs*);
void k2624(const gs_kargs*);
void k2625(const gs_kargs*);
void k2626(const gs_kargs*);
void k2627(const gs_kargs*);
void k2628(const gs_kargs*);
void k2629(const gs_kargs*);
void k2630(const gs_kargs*);
void k2631(const gs_kargs*);
void k2632(const gs_kargs*);
void k2633(const gs_kargs*);
void k2634(const gs_kargs*);
void k2635(const gs_kargs*);
void k2636(const gs_kargs*);
void k2637(const gs_kargs*);
void k2638(const gs_kargs*);
void k2639(const gs_kargs*);
void k2640(const gs_kargs*);
void k2641(const gs_kargs*);
void k2642(const gs_kargs*);
void k2643(const gs_kargs*);
void k2644(const gs_kargs*);
void k2645(const gs_kargs*);
void k2646(const gs_kargs*);
void k2647(const gs_kargs*);
void k2648(const gs_kargs*);
void k2649(const gs_kargs*);
void k2650(const gs_kargs*);
void k2651(const gs_kargs*);
void k2652(const gs_kargs*);
void k2653(const gs_kargs*);
void k2654(const gs_kargs*);
void k2655(const gs_kargs*);
void k2656(const gs_kargs*);
void k2657(const gs_kargs*);
void k2658(const gs_kargs*);
void k2659(const gs_kargs*);
void k2660(const gs_kargs*);
void k2661(const gs_kargs*);
void k2662(const gs_kargs*);
void k2663(const gs_kargs*);
void k2664(const gs_kargs*);
void k2665(const gs_kargs*);
void k2666(const gs_kargs*);
void k2667(const gs_kargs*);
void k2668(const gs_kargs*);
void k2669(const gs_kargs*);
void k2670(const gs_kargs*);
void k2671(const gs_kargs*);
void k2672(const gs_kargs*);
void k2673(const gs_kargs*);
void k2674(const gs_kargs*);
void k2675(const gs_kargs*);
void k2676(const gs_kargs*);
void k2677(const gs_kargs*);
void k2678(const gs_kargs*);
void k2679(const gs_kargs*);
void k2680(const gs_kargs*);
void k2681(const gs_kargs*);
void k2682(const gs_kargs*);
void k2683(const gs_kargs*);
void k2684(const gs_kargs*);
void k2685(const gs_kargs*);
void k2686(const gs_kargs*);
void k2687(const gs_kargs*);
void k2688(const gs_kargs*);
void k2689(const gs_kargs*);
void k2690(const gs_kargs*);
void k2691(const gs_kargs*);
void k2692(const gs_kargs*);
void k2693(const gs_kargs*);
void k2694(const gs_kargs*);
void k2695(const gs_kargs*);
void k2696(const gs_kargs*);
void k2697(const gs_kargs*);
void k2698(const gs_kargs*);
void k2699(const gs_kargs*);
void k2700(const gs_kargs*);
void k2701(const gs_kargs*);
void k2702(const gs_kargs*);
void k2703(const gs_kargs*);
void k2704(const gs_kargs*);
void k2705(const gs_kargs*);
void k2706(const gs_kargs*);
void k2707(const gs_kargs*);
void k2708(const gs_kargs*);
void k2709(const gs_kargs*);
void k2710(const gs_kargs*);
void k2711(const gs_kargs*);
void k2712(const gs_kargs*);
void k2713(const gs_kargs*);
void k2714(const gs_kargs*);
void k2715(const gs_kargs*);
void k2716(const gs_kargs*);
void k2717(const gs_kargs*);
void k2718(const gs_kargs*);
void k2719(const gs_kargs*);
void k2720(const gs_kargs*);
void k2721(const gs_kargs*);
void k2722(const gs_kargs*);
void k2723(const gs_kargs*);
void k2724(const gs_kargs*);
void k2725(const gs_kargs*);
void k2726(const gs_kargs*);
void k2727(const gs_kargs*);
void k2728(const gs_kargs*);
void k2729(const gs_kargs*);
void k2730(const gs_kargs*);
void k2731(const gs_kargs*);
void k2732(const gs_kargs*);
void k2733(const gs_kargs*);
void k2734(const gs_kargs*);
void k2735(const gs_kargs*);
void k2736(const gs_kargs*);
void k2737(const gs_kargs*);
void k2738(const gs_kargs*);
void k2739(const gs_kargs*);
void k2740(const gs_kargs*);
void k2741(const gs_kargs*);
void k2742(const gs_kargs*);
void k2743(const gs_kargs*);
void k2744(const gs_kargs*);
void k2745(const gs_kargs*);
void k2746(const gs_kargs*);
void k2747(const gs_kargs*);
void k2748(const gs_kargs*);
void k2749(const gs_kargs*);
void k2750(const gs_kargs*);
void k2751(const gs_kargs*);
void k2752(const gs_kargs*);
void k2753(const gs_kargs*);
void k2754(const gs_kargs*);
void k2755(const gs_kargs*);
void k2756(const gs_kargs*);
void k2757(const gs_kargs*);
void k2758(const gs_kargs*);
void k2759(const gs_kargs*);
void k2760(const gs_kargs*);
void k2761(const gs_kargs*);
void k2762(const gs_kargs*);
void k2763(const gs_kargs*);
void k2764(const gs_kargs*);
void k2765(const gs_kargs*);
void k2766(const gs_kargs*);
void k2767(const gs_kargs*);
void k2768(const gs_kargs*);
void k2769(const gs_kargs*);
void k2770(const gs_kargs*);
void k2771(const gs_kargs*);
void k2772(const gs_kargs*);
void k2773(const gs_kargs*);
void k2774(const gs_kargs*);
void k2775(const gs_kargs*);
void k2776(const gs_kargs*);
void k2777(const gs_kargs*);
void k2778(const gs_kargs*);
void k2779(const gs_kargs*);
void k2780(const gs_kargs*);
void k2781(const gs_kargs*);
void k2782(const gs_kargs*);
void k2783(const gs_kargs*);
void k2784(const gs_kargs*);
void k2785(const gs_kargs*);
void k2786(const gs_kargs*);
void k2787(const gs_kargs*);
void k2788(const gs_kargs*);
void k2789(const gs_kargs*);
void k2790(const gs_kargs*);
void k2791(const gs_kargs*);
void k2792(const gs_kargs*);
void k2793(const gs_kargs*);
void k2794(const gs_kargs*);
void k2795(const gs_kargs*);
void k2796(const gs_kargs*);
void k2797(const gs_kargs*);
void k2798(const gs_kargs*);
void k2799(const gs_kargs*);
void k2800(const gs_kargs*);
void k2801(const gs_kargs*);
void k2802(const gs_kargs*);
void k2803(const gs_kargs*);
void k2804(const gs_kargs*);
void k2805(const gs_kargs*);
void k2806(const gs_kargs*);
void k2807(const gs_kargs*);
void k2808(const gs_kargs*);
void k2809(const gs_kargs*);
void k2810(const gs_kargs*);
void k2811(const gs_kargs*);
void k2812(const gs_kargs*);
void k2813(const gs_kargs*);
void k2814(const gs_kargs*);
void k2815(const gs_kargs*);
void k2816(const gs_kargs*);
void k2817(const gs_kargs*);
void k2818(const gs_kargs*);
void k2819(const gs_kargs*);
void k2820(const gs_kargs*);
void k2821(const gs_kargs*);
void k2822(const gs_kargs*);
void k2823(const gs_kargs*);
void k2824(const gs_kargs*);
void k2825(const gs_kargs*);
void k2826(const gs_kargs*);
void k2827(const gs_kargs*);
void k2828(const gs_kargs*);
void k2829(const gs_kargs*);
void k2830(const gs_kargs*);
void k2831(const gs_kargs*);
void k2832(const gs_kargs*);
void k2833(const gs_kargs*);
void k2834(const gs_kargs*);
void k2835(const gs_kargs*);
void k2836(const gs_kargs*);
void k2837(const gs_kargs*);
void k2838(const gs_kargs*);
void k2839(const gs_kargs*);
void k2840(const gs_kargs*);
void k2841(const gs_kargs*);
void k2842(const gs_kargs*);
void k2843(const gs_kargs*);
void k2844(const gs_kargs*);
void k2845(const gs_kargs*);
void k2846(const gs_kargs*);
void k2847(const gs_kargs*);
void k2848(const gs_kargs*);
void k2849(const gs_kargs*);
void k2850(const gs_kargs*);
void k2851(const gs_kargs*);
void k2852(const gs_kargs*);
void k2853(const gs_kargs*);
void k2854(const gs_kargs*);
void k2855(const gs_kargs*);
void k2856(const gs_kargs*);
void k2857(const gs_kargs*);
void k2858(const gs_kargs*);
void k2859(const gs_kargs*);
void k2860(const gs_kargs*);
void k2861(const gs_kargs*);
void k2862(const gs_kargs*);
void k2863(const gs_kargs*);
void k2864(const gs_kargs*);
void k2865(const gs_kargs*);
void k2866(const gs_kargs*);
void k2867(const gs_kargs*);
void k2868(const gs_kargs*);
void k2869(const gs_kargs*);
void k2870(const gs_kargs*);
void k2871(const gs_kargs*);
void k2872(const gs_kargs*);
void k2873(const gs_kargs*);
void k2874(const gs_kargs*);
void k2875(const gs_kargs*);
void k2876(const gs_kargs*);
void k2877(const gs_kargs*);
void k2878(const gs_kargs*);
void k2879(const gs_kargs*);
void k2880(const gs_kargs*);
void k2881(const gs_kargs*);
void k2882(const gs_kargs*);
void k2883(const gs_kargs*);
void k2884(const gs_kargs*);
void k2885(const gs_kargs*);
void k2886(const gs_kargs*);
void k2887(const gs_kargs*);
void k2888(const gs_kargs*);
void k2889(const gs_kargs*);
void k2890(const gs_kargs*);
void k2891(const gs_kargs*);
void k2892(const gs_kargs*);
void k2893(const gs_kargs*);
void k2894(const gs_kargs*);
void k2895(const gs_kargs*);
void k2896(const gs_kargs*);
void k2897(const gs_kargs*);
void k2898(const gs_kargs*);
void k2899(const gs_kargs*);
void k2900(const gs_kargs*);
void k2901(const gs_kargs*);
void k2902(const gs_kargs*);
void k2903(const gs_kargs*);
void k2904(const gs_kargs*);
void k2905(const gs_kargs*);
void k2906(const gs_kargs*);
void k2907(const gs_kargs*);
void k2908(const gs_kargs*);
void k2909(const gs_kargs*);
void k2910(const gs_kargs*);
void k2911(const gs_kargs*);
void k2912(const gs_kargs*);
void k2913(const gs_kargs*);
void k2914(const gs_kargs*);
void k2915(const gs_kargs*);
void k2916(const gs_kargs*);
void k2917(const gs_kargs*);
void k2918(const gs_kargs*);
void k2919(const gs_kargs*);
void k2920(const gs_kargs*);
void k2921(const gs_kargs*);
void k2922(const gs_kargs*);
void k2923(const gs_kargs*);
void k2924(const gs_kargs*);
void k2925(const gs_kargs*);
void k2926(const gs_kargs*);
void k2927(const gs_kargs*);
void k2928(const gs_kargs*);
void k2929(const gs_kargs*);
void k2930(const gs_kargs*);
void k2931(const gs_kargs*);
void k2932(const gs_kargs*);
void k2933(const gs_kargs*);
void k2934(const gs_kargs*);
void k2935(const gs_kargs*);
void k2936(const gs_kargs*);
void k2937(const gs_kargs*);
void k2938(const gs_kargs*);
void k2939(const gs_kargs*);
void k2940(const gs_kargs*);
void k2941(const gs_kargs*);
void k2942(const gs_kargs*);
void k2943(const gs_kargs*);
void k2944(const gs_kargs*);
void k2945(const gs_kargs*);
void k2946(const gs_kargs*);
void k2947(const gs_kargs*);
void k2948(const gs_kargs*);
void k2949(const gs_kargs*);
void k2950(const gs_kargs*);
void k2951(const gs_kargs*);
void k2952(const gs_kargs*);
void k2953(const gs_kargs*);
void k2954(const gs_kargs*);
void k2955(const gs_kargs*);
void k2956(const gs_kargs*);
void k2957(const gs_kargs*);
void k2958(const gs_kargs*);
void k2959(const gs_kargs*);
void k2960(const gs_kargs*);
void k2961(const gs_kargs*);
void k2962(const gs_kargs*);
void k2963(const gs_kargs*);
void k2964(const gs_kargs*);
void k2965(const gs_kargs*);
void k2966(const gs_kargs*);
void k2967(const gs_kargs*);
void k2968(const gs_kargs*);
void k2969(const gs_kargs*);
void k2970(const gs_kargs*);
void k2971(const gs_kargs*);
void k2972(const gs_kargs*);
void k2973(const gs_kargs*);
void k2974(const gs_kargs*);
void k2975(const gs_kargs*);
void k2976(const gs_kargs*);
void k2977(const gs_kargs*);
void k2978(const gs_kargs*);
void k2979(const gs_kargs*);
void k2980(const gs_kargs*);
void k2981(const gs_kargs*);
void k2982(const gs_kargs*);
void k2983(const gs_kargs*);
void k2984(const gs_kargs*);
void k2985(const gs_kargs*);
void k2986(const gs_kargs*);
void k2987(const gs_kargs*);
void k2988(const gs_kargs*);
void k2989(const gs_kargs*);
void k2990(const gs_kargs*);
void k2991(const gs_kargs*);
void k2992(const gs_kargs*);
void k2993(const gs_kargs*);
void k2994(const gs_kargs*);
void k2995(const gs_kargs*);
void k2996(const gs_kargs*);
void k2997(const gs_kargs*);
void k2998(const gs_kargs*);
void k2999(const gs_kargs*);
void k3000(const gs_kargs*);
void k3001(const gs_kargs*);
void k3002(const gs_kargs*);
void k3003(const gs_kargs*);
void k3004(const gs_kargs*);
void k3005(const gs_kargs*);
void k3006(const gs_kargs*);
void k3007(const gs_kargs*);
void k3008(const gs_kargs*);
void k3009(const gs_kargs*);
void k3010(const gs_kargs*);
void k3011(const gs_kargs*);
void k3012(const gs_kargs*);
void k3013(const gs_kargs*);
void k3014(const gs_kargs*);
void k3015(const gs_kargs*);
void k3016(const gs_kargs*);
void k3017(const gs_kargs*);
void k3018(const gs_kargs*);
void k3019(const gs_kargs*);
void k3020(const gs_kargs*);
void k3021(const gs_kargs*);
void k3022(const gs_kargs*);
void k3023(const gs_kargs*);
void k3024(const gs_kargs*);
void k3025(const gs_kargs*);
void k3026(const gs_kargs*);
void k3027(const gs_kargs*);
void k3028(const gs_kargs*);
void k3029(const gs_kargs*);
void k3030(const gs_kargs*);
void k3031(const gs_kargs*);
void k3032(const gs_kargs*);
void k3033(const gs_kargs*);
void k3034(const gs_kargs*);
void k3035(const gs_kargs*);
void k3036(const gs_kargs*);

static const kernel_entry kernel_list[] = {
  { "upper(s)||s", 1, k0 },
  { "(s, t) -> CASE WHEN instr(s, t) > 0 THEN replace(s, t, upper(t)) ELSE trim(substr(s, 2, 3)) END", 2, k1 },
  { "s -> let r = CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END; r || 'abc'", 1, k2 },
  { "(s, t) -> s < t COLLATE NOCASE", 2, k3 },
  { "(s, t) -> coalesce(nullif(s, t), printf('%5.2f|%q', t, s))", 2, k4 },
  { "s -> CAST(s AS INTEGER) + 1.5 * 2", 1, k5 },
  { "char(0, 65, 0x1F600) || x'00ff' || -0.0 || 1e15", 0, k6 },
  { "(s, t) -> NOT quote(x'')", 2, k7 },
  { "(s, t) -> like(lower(t), typeof(round(s) LIKE '%\346\227\245%'))", 2, k8 },
  { "(s, t) -> s", 2, k9 },
  { "(s, t) -> hex(char(0x1F600, unicode(2.5)))", 2, k10 },
  { "(s, t) -> substr(unicode(t) GLOB upper(t), 3)", 2, k11 },
  { "(s, t) -> CASE WHEN (char(-1, unicode(s)) ISNULL) IN (replace(hex(s), abs('0x1F'), '-'), s) THEN length(CASE WHEN '3' THEN s ELSE t END) LIKE '%b%' ELSE '-0' NOT BETWEEN upper(unicode(2.5)) AND (-1) END", 2, k12 },
  { "(s, t) -> nullif((x'6162') COLLATE RTRIM, ltrim((s OR s) NOT NULL, max(2, 7)))", 2, k13 },
  { "(s, t) -> typeof('')", 2, k14 },
  { "(s, t) -> rtrim(NOT s) / upper(char(0, unicode(2)))", 2, k15 },
  { "(s, t) -> substring(lower(ltrim('3', t)), 1.5)", 2, k16 },
  { "(s, t) -> NOT ifnull(length(max('-0', s COLLATE RTRIM)), s)", 2, k17 },
  { "(s, t) -> unicode(rtrim(substr(s, '2', 9223372036854775807))) NOT LIKE 'a%'", 2, k18 },
  { "(s, t) -> nullif(t, s)", 2, k19 },
  { "(s, t) -> 9223372036854775807", 2, k20 },
  { "(s, t) -> t", 2, k21 },
  { "(s, t) -> abs('3')", 2, k22 },
  { "(s, t) -> min(max(t, x'6162', NULL), 'AbC' + 1)", 2, k23 },
  { "(s, t) -> printf('%c', s)", 2, k24 },
  { "(s, t) -> min(nullif(s NOT IN (7, s), quote(x'6162')), (NOT (CASE WHEN -0.0 THEN s END)) COLLATE NOCASE) != t", 2, k25 },
  { "(s, t) -> max(abs(2.5 IS NOT 1.0) COLLATE RTRIM, CASE WHEN char(233, unicode(t)) THEN -t END)", 2, k26 },
  { "(s, t) -> trim(length('a%'), substring(NULL, 5, 1))", 2, k27 },
  { "(s, t) -> substr(s || s, -2) % s BETWEEN ('-0' < s) AND 1", 2, k28 },
  { "(s, t) -> min(s, (CASE s WHEN '3' THEN NULL & '\303\251\346\227\245' WHEN s THEN t ELSE '2.5' END) COLLATE NOCASE) <> like('x\134%', instr(s, '') || round(x'', 9223372036854775807))", 2, k29 },
  { "(s, t) -> nullif(unicode(t), NULL)", 2, k30 },
  { "(s, t) -> x'6162'", 2, k31 },
  { "(s, t) -> ~format('%.2g', 1e15)", 2, k32 },
  { "(s, t) -> lower(min(round(s, 1.5), t))", 2, k33 },
  { "(s, t) -> substring('_' LIKE '%b%' ESCAPE '\134', 1.5, 2)", 2, k34 },
  { "(s, t) -> ltrim(CAST(s AS BLOB), s LIKE 'a%' ESCAPE '\134')", 2, k35 },
  { "(s, t) -> (2.5 LIKE t) COLLATE NOCASE <= 1.0", 2, k36 },
  { "(s, t) -> '0x1F'", 2, k37 },
  { "(s, t) -> CAST(substring(t, 64, 2) AS REAL)", 2, k38 },
  { "(s, t) -> nullif(nullif(s, '_') COLLATE RTRIM, instr('a%', 'AbC'))", 2, k39 },
  { "(s, t) -> max(abs(ltrim(~7, substring(s, 64, 9223372036854775807))) COLLATE NOCASE, CAST(substr(t IS NOT 3, -9223372036854775807, -1) AS TEXT))", 2, k40 },
  { "(s, t) -> CASE replace(s, s, 1) WHEN 1.0 THEN iif(s, s, ' ') WHEN CAST(' ' AS BLOB) THEN 'AbC' ELSE length(t) END", 2, k41 },
  { "(s, t) -> hex(printf('%q', s))", 2, k42 },
  { "(s, t) -> length(replace(char(NULL, unicode(-3.75)), ~t, 'XY'))", 2, k43 },
  { "(s, t) -> nullif((t OR s) COLLATE NOCASE, ltrim(s))", 2, k44 },
  { "(s, t) -> +(rtrim(s, '3') LIKE lower(t) ESCAPE '\134')", 2, k45 },
  { "(s, t) -> (NOT printf('%x|%o', max(s COLLATE RTRIM, s), lower('_'))) - 100", 2, k46 },
  { "(s, t) -> substr(s, 9223372036854775807, '2')", 2, k47 },
  { "(s, t) -> instr(instr(x'6162', t) < instr(9223372036854775807, '-0'), s)", 2, k48 },
  { "(s, t) -> ltrim(CAST(s AS REAL), abs(t))", 2, k49 },
  { "(s, t) -> round(char(65, unicode(x'')), -1)", 2, k50 },
  { "(s, t) -> (hex(t) GLOB '*[a-c]*') OR (format('%X', s) || (s > '1e3'))", 2, k51 },
  { "(s, t) -> unicode(round(100))", 2, k52 },
  { "(s, t) -> round(CASE WHEN NULL THEN s ELSE length(1) END, NULL)", 2, k53 },
  { "(s, t) -> upper(unicode(replace(s, t, 1))) NOT GLOB '[^a]*'", 2, k54 },
  { "(s, t) -> CASE length(s) WHEN s THEN coalesce(t, s) WHEN s OR t THEN 2.5 ELSE NOT s END", 2, k55 },
  { "(s, t) -> round(typeof(substr(t, NULL, 9223372036854775807)))", 2, k56 },
  { "(s, t) -> iif((t LIKE 'a%' ESCAPE '\134') LIKE 'abc' ESCAPE '\134', ' 12 ', length(like('%b%', t)))", 2, k57 },
  { "(s, t) -> quote(like('A_C', max('' COLLATE NOCASE, 'abc')))", 2, k58 },
  { "(s, t) -> 2", 2, k59 },
  { "(s, t) -> iif('', ' 12 ' IN (-3.75, s), substring(s, 5))", 2, k60 },
  { "(s, t) -> (-3.75) LIKE '' ESCAPE '\134'", 2, k61 },
  { "(s, t) -> abs(s)", 2, k62 },
  { "(s, t) -> '%'", 2, k63 },
  { "(s, t) -> rtrim('AbC', s)", 2, k64 },
  { "(s, t) -> replace('a%' IS NOT s, abs(t), '\303\251') NOT GLOB 'x*'", 2, k65 },
  { "(s, t) -> (+'0x1F') NOT LIKE lower(t)", 2, k66 },
  { "(s, t) -> CAST(abs(2) AS BLOB)", 2, k67 },
  { "(s, t) -> lower(char(65, unicode(replace(1, 'abc', NULL) COLLATE RTRIM = char(-1, unicode(1.0)))))", 2, k68 },
  { "(s, t) -> CAST(t AS TEXT) / (t IS NULL)", 2, k69 },
  { "(s, t) -> max('\303\251\346\227\245', '\303\251\346\227\245') & 'AbC'", 2, k70 },
  { "(s, t) -> 1", 2, k71 },
  { "(s, t) -> printf('%d', iif(t, s, t) NOT NULL)", 2, k72 },
  { "(s, t) -> substring('x', '2')", 2, k73 },
  { "(s, t) -> 7", 2, k74 },
  { "(s, t) -> upper(max(typeof(s), like('A_C', 1e15) COLLATE RTRIM))", 2, k75 },
  { "(s, t) -> typeof(typeof(s))", 2, k76 },
  { "(s, t) -> min(-1, 'x', 7)", 2, k77 },
  { "(s, t) -> nullif(length(-0.0), '0x1F' NOT BETWEEN 2 AND 100)", 2, k78 },
  { "(s, t) -> +((-9223372036854775807) NOTNULL)", 2, k79 },
  { "(s, t) -> NOT (+('_' < t))", 2, k80 },
  { "(s, t) -> rtrim(CASE WHEN min(nullif(s, 1e15), t COLLATE NOCASE) THEN substring(t NOT BETWEEN (x'6162') AND t, 1) ELSE s END, round(-1, 1))", 2, k81 },
  { "(s, t) -> CAST(min('2.5', 'x') COLLATE BINARY <= (t = t) AS TEXT)", 2, k82 },
  { "(s, t) -> trim(' ' != 'a%')", 2, k83 },
  { "(s, t) -> replace(rtrim(t), max(s COLLATE RTRIM, t), '-')", 2, k84 },
  { "(s, t) -> t || s", 2, k85 },
  { "(s, t) -> hex((t OR length(NULL)) IN (s LIKE 'x%' ESCAPE '\134', t))", 2, k86 },
  { "(s, t) -> typeof(t)", 2, k87 },
  { "(s, t) -> ifnull(char(233, unicode(iif(s, t, s))), NOT trim(t))", 2, k88 },
  { "(s, t) -> substring((length(s) COLLATE NOCASE = s) >= instr(CAST(s AS REAL), round(t)), NULL)", 2, k89 },
  { "(s, t) -> +min(lower(s), max(min(t COLLATE RTRIM, t), ('x' NOT BETWEEN t AND s) COLLATE NOCASE) COLLATE NOCASE)", 2, k90 },
  { "(s, t) -> NULL", 2, k91 },
  { "(s, t) -> length(unicode('1abc'))", 2, k92 },
  { "(s, t) -> hex(substring(typeof(NULL), -1) * ~(s COLLATE RTRIM > '0x1F'))", 2, k93 },
  { "(s, t) -> abs(min(s, '1abc' COLLATE RTRIM))", 2, k94 },
  { "(s, t) -> (NOT nullif(t, s)) IS NOT upper(NOT '2.5')", 2, k95 },
  { "(s, t) -> ltrim(like('%\346\227\245%', s), t || (-1))", 2, k96 },
  { "(s, t) -> NOT like('%\303\226%', min(s, s) NOT IN (' 12 ', s))", 2, k97 },
  { "(s, t) -> round(t IS t, 5)", 2, k98 },
  { "(s, t) -> substr(s, -2, '2')", 2, k99 },
  { "(s, t) -> NOT t * length(t)", 2, k100 },
  { "(s, t) -> printf('%#o', substring(t, 0))", 2, k101 },
  { "(s, t) -> t >= like(t, (s LIKE '%_%' ESCAPE '\134') NOT BETWEEN like('', s) AND t)", 2, k102 },
  { "(s, t) -> typeof(instr(2 IS NULL, s))", 2, k103 },
  { "(s, t) -> replace(s, -9223372036854775807, 1) <= CASE s WHEN 2.5 THEN 2.5 WHEN s THEN s ELSE s END", 2, k104 },
  { "(s, t) -> ('1abc' LIKE 'A_C' ESCAPE '\134') NOT BETWEEN (NOT (x'')) AND t", 2, k105 },
  { "(s, t) -> ifnull(instr(unicode(NOT s), s BETWEEN s AND 9223372036854775807), substr(rtrim(rtrim(s), instr(1, ' ')), 0, -1))", 2, k106 },
  { "(s, t) -> (s NOT NULL) NOT NULL", 2, k107 },
  { "(s, t) -> (round(s, 64) LIKE 'x\134%') LIKE 'A_C' ESCAPE '\134'", 2, k108 },
  { "(s, t) -> char(65, unicode(NOT s))", 2, k109 },
  { "(s, t) -> quote(CAST(+t AS NUMERIC))", 2, k110 },
  { "(s, t) -> length(s)", 2, k111 },
  { "(s, t) -> substring(like('x\134%', s < '0x1F'), 5, 9223372036854775807)", 2, k112 },
  { "(s, t) -> -(like('%b%', t) / 1e15)", 2, k113 },
  { "(s, t) -> (t IS NOT NULL) NOT GLOB '*[a-c]*'", 2, k114 },
  { "(s, t) -> s GLOB '*['", 2, k115 },
  { "(s, t) -> (s NOT IN ('', t)) == (CASE '1abc' WHEN -1 THEN s WHEN -9223372036854775807 THEN s ELSE 'AbC' END)", 2, k116 },
  { "(s, t) -> -1", 2, k117 },
  { "(s, t) -> ('1abc' = ' ') OR unicode('\303\251\346\227\245')", 2, k118 },
  { "(s, t) -> (t IS NOT s) <> ('a%' AND '3')", 2, k119 },
  { "(s, t) -> like('x\134%', substr(min('3', s COLLATE NOCASE), -9223372036854775807))", 2, k120 },
  { "(s, t) -> t OR replace(s, '2.5', '')", 2, k121 },
  { "(s, t) -> hex(min(x'6162', 7) BETWEEN (s IN (t, NULL)) AND s)", 2, k122 },
  { "(s, t) -> max(-1, coalesce(s, 1e15), s)", 2, k123 },
  { "(s, t) -> min(unicode(iif(s, 3, '')) COLLATE RTRIM, 'AbC')", 2, k124 },
  { "(s, t) -> trim(like('%b%', t))", 2, k125 },
  { "(s, t) -> (x'6162') COLLATE RTRIM <= (1e15 NOTNULL)", 2, k126 },
  { "(s, t) -> nullif((-1) COLLATE NOCASE, char(0, unicode(t LIKE '%\134_%' ESCAPE '\134'))) NOT NULL", 2, k127 },
  { "(s, t) -> ltrim(t LIKE '%\303\226%', length(s))", 2, k128 },
  { "(s, t) -> 7 = t", 2, k129 },
  { "(s, t) -> 7 NOT BETWEEN 'a%' AND '0x1F'", 2, k130 },
  { "(s, t) -> unicode((s | t) COLLATE RTRIM IS coalesce(s, t))", 2, k131 },
  { "(s, t) -> iif(unicode(x'') OR (t NOT BETWEEN '1abc' AND t), like(lower(t), '3' BETWEEN s AND s), length('AbC' IS NOT s))", 2, k132 },
  { "(s, t) -> CAST(rtrim(s, '1abc') AS INTEGER)", 2, k133 },
  { "(s, t) -> x''", 2, k134 },
  { "(s, t) -> max(nullif(max((-0.0) COLLATE RTRIM, -3.75) LIKE 'abc' ESCAPE '\134', max(s NOT GLOB '*[', round(-3.75))), ((CAST(s AS NUMERIC) BETWEEN char(NULL, unicode('2.5')) AND s) BETWEEN ((NOT 9223372036854775807) IS (CASE s WHEN 2.5 THEN 'x' WHEN s THEN t ELSE s END)) AND NULL) COLLATE RTRIM)", 2, k135 },
  { "(s, t) -> NOT (rtrim(1) LIKE '%c' ESCAPE '\134')", 2, k136 },
  { "(s, t) -> 2.5", 2, k137 },
  { "(s, t) -> rtrim(ltrim(instr(hex('abc'), 1e15)))", 2, k138 },
  { "(s, t) -> CASE t IS NOT NULL WHEN 'a%' THEN replace(instr(CASE WHEN t THEN '' ELSE s END, round('_')), s GLOB '*x', 1) WHEN nullif(nullif(t, '3'), '3') LIKE 'x%' ESCAPE '\134' THEN 2.5 ELSE trim(NULL * CAST(s AS NUMERIC), x'') END", 2, k139 },
  { "(s, t) -> hex(round('-0', 1))", 2, k140 },
  { "(s, t) -> upper(NOT s)", 2, k141 },
  { "(s, t) -> quote(-9223372036854775807 & s)", 2, k142 },
  { "(s, t) -> substr(0 < '%', -2)", 2, k143 },
  { "(s, t) -> s IN (format('%10.4e', t), 'x')", 2, k144 },
  { "(s, t) -> substr(' ', -1, 3)", 2, k145 },
  { "(s, t) -> char(0, unicode(+s))", 2, k146 },
  { "(s, t) -> hex(rtrim(typeof(t)))", 2, k147 },
  { "(s, t) -> hex(round(substring(s, NULL, -1), 1))", 2, k148 },
  { "(s, t) -> 3", 2, k149 },
  { "(s, t) -> ''", 2, k150 },
  { "(s, t) -> replace('1e3' BETWEEN 2 AND t, ltrim(''), '\303\251')", 2, k151 },
  { "(s, t) -> replace(substring(coalesce(t, s), 9223372036854775807), format('%#x', -9223372036854775807), 'XY')", 2, k152 },
  { "(s, t) -> -nullif((-3.75) COLLATE NOCASE, 'AbC')", 2, k153 },
  { "(s, t) -> (-3.75) IS NULL", 2, k154 },
  { "(s, t) -> char(-1, unicode(CAST(s AS TEXT)))", 2, k155 },
  { "(s, t) -> nullif(t, ifnull(s, instr(abs(t), max('AbC', '_', t))))", 2, k156 },
  { "(s, t) -> '2.5'", 2, k157 },
  { "(s, t) -> (NOT 1) GLOB '*[a-c]*'", 2, k158 },
  { "(s, t) -> round(max(t COLLATE RTRIM, '3'), -9223372036854775807)", 2, k159 },
  { "(s, t) -> NOT upper(-0.0)", 2, k160 },
  { "(s, t) -> ifnull(hex('x') LIKE '%\303\226%' ESCAPE '\134', instr('3' LIKE '%\346\227\245%' ESCAPE '\134', 3))", 2, k161 },
  { "(s, t) -> hex(s IN (s, s)) >> abs(CASE s WHEN 1.0 THEN s WHEN s THEN -1 ELSE 7 END)", 2, k162 },
  { "(s, t) -> typeof(substring('\303\251\346\227\245', '2')) NOTNULL", 2, k163 },
  { "(s, t) -> substring(round(unicode(1)) >= length(CAST(s AS BLOB)), 9223372036854775807)", 2, k164 },
  { "(s, t) -> (round(t) NOT IN (nullif(0 COLLATE NOCASE, -9223372036854775807), t)) COLLATE NOCASE = min(substring(s, t, '2') COLLATE RTRIM, -1)", 2, k165 },
  { "(s, t) -> substr(abs(s), 9223372036854775807, 64) COLLATE NOCASE < s", 2, k166 },
  { "(s, t) -> min(t COLLATE NOCASE, 3) LIKE '%x' ESCAPE '\134'", 2, k167 },
  { "(s, t) -> (s + printf('%.3s', length(7))) COLLATE BINARY != (min(max(s COLLATE NOCASE, t), ('abc' - s) COLLATE RTRIM) LIKE '%c')", 2, k168 },
  { "(s, t) -> min(s, (unicode(0.1) NOT LIKE '_b_') COLLATE NOCASE)", 2, k169 },
  { "(s, t) -> CAST(NULL NOT BETWEEN t AND 1e15 AS NUMERIC)", 2, k170 },
  { "(s, t) -> like('%\346\227\245%', hex(NOT coalesce(t, t)))", 2, k171 },
  { "(s, t) -> upper(substring(CAST('1abc' AS REAL), NULL)) <= replace(min(length(s), t NOT IN (NULL, s)), t, 1)", 2, k172 },
  { "(s, t) -> s / instr(-1, NULL)", 2, k173 },
  { "(s, t) -> (2 NOTNULL) NOT BETWEEN substr(abs(s), 0, 2) AND s", 2, k174 },
  { "(s, t) -> '-0'", 2, k175 },
  { "(s, t) -> ((x'') NOT LIKE '_b_') LIKE t ESCAPE '\134'", 2, k176 },
  { "(s, t) -> t LIKE '%' ESCAPE '\134'", 2, k177 },
  { "(s, t) -> CAST(t AS TEXT)", 2, k178 },
  { "(s, t) -> substr(s, NULL, '2')", 2, k179 },
  { "(s, t) -> (substring(t, 64) COLLATE RTRIM > t < upper('AbC') NOT IN (-1, t)) NOT BETWEEN s AND '1e3'", 2, k180 },
  { "(s, t) -> instr(char(-1, unicode(t)) NOT IN (rtrim(-9223372036854775807, s), 'x'), unicode(x'6162'))", 2, k181 },
  { "(s, t) -> ('1abc' IS NOT NULL) != (s NOT BETWEEN t AND 'abc')", 2, k182 },
  { "(s, t) -> rtrim('0x1F' || t, s)", 2, k183 },
  { "(s, t) -> (CASE s WHEN t THEN -1 WHEN s THEN s ELSE 'abc' END) ISNULL", 2, k184 },
  { "(s, t) -> iif(substring(abs(1.0), 1.5, -2), instr(CASE WHEN t THEN t ELSE s END >> '2.5', format('%e', t)), 'x')", 2, k185 },
  { "(s, t) -> substring(substr(char(65, unicode(CAST(s AS BLOB))), 64, t), 1.5, -2)", 2, k186 },
  { "(s, t) -> unicode(like('x%', replace(typeof(t), s IN ('a%', s), NULL)))", 2, k187 },
  { "(s, t) -> CAST(0 LIKE '%\346\227\245%' AS TEXT)", 2, k188 },
  { "(s, t) -> CASE WHEN '\303\251\346\227\245' THEN (-9223372036854775807) COLLATE NOCASE != t ELSE replace(t, '2.5', '') END", 2, k189 },
  { "(s, t) -> abs('AbC' NOT LIKE '_b_')", 2, k190 },
  { "(s, t) -> round(t LIKE 'abc' ESCAPE '\134')", 2, k191 },
  { "(s, t) -> length(-' ')", 2, k192 },
  { "(s, t) -> CASE s WHEN t THEN -s WHEN nullif(s COLLATE RTRIM, '\303\251\346\227\245') THEN 2 ELSE length(s) END", 2, k193 },
  { "(s, t) -> hex(unicode(s))", 2, k194 },
  { "(s, t) -> CASE -9223372036854775807 WHEN 1 THEN s WHEN like('%\303\226%', ltrim(typeof(s))) THEN s ELSE format('% d|%-6i|', t, like(lower(t), s == t)) END", 2, k195 },
  { "(s, t) -> instr(quote(0.1), hex(s))", 2, k196 },
  { "(s, t) -> 2 NOT IN (s IS NOT s, s)", 2, k197 },
  { "(s, t) -> CASE s WHEN 'a%' THEN NOT t WHEN char(-1, unicode(t)) THEN s ELSE typeof('abc') END", 2, k198 },
  { "(s, t) -> replace(abs(s), ifnull(s, t), 'XY') COLLATE NOCASE > CAST(substring(t, '2', 0) AS BLOB)", 2, k199 },
  { "(s, t) -> max(s COLLATE NOCASE, iif(s, -0.0, s) LIKE 'a%' ESCAPE '\134')", 2, k200 },
  { "(s, t) -> quote(s)", 2, k201 },
  { "(s, t) -> s <> abs(s)", 2, k202 },
  { "(s, t) -> replace(substr(2.5, -1), -0.0, 1)", 2, k203 },
  { "(s, t) -> t GLOB '\077*'", 2, k204 },
  { "(s, t) -> length(-9223372036854775807)", 2, k205 },
  { "(s, t) -> char(1114112, unicode(instr(unicode(NULL), max(s COLLATE RTRIM, 1e15)) COLLATE RTRIM != unicode(CAST(t AS NUMERIC))))", 2, k206 },
  { "(s, t) -> -(t / rtrim(length('a%')))", 2, k207 },
  { "(s, t) -> instr(0.1 IN (x'', t), substring(s, 0))", 2, k208 },
  { "(s, t) -> abs(min(0.1, format('%.*s', 64, s)))", 2, k209 },
  { "(s, t) -> iif(round(9223372036854775807), hex(''), ' ' GLOB '[^a]*')", 2, k210 },
  { "(s, t) -> (9223372036854775807 NOT GLOB '*\346\227\245*') >= quote(t)", 2, k211 },
  { "(s, t) -> length(nullif((s COLLATE BINARY != (s NOT GLOB '\077*')) COLLATE NOCASE, CAST(like('x%', 100) AS BLOB)))", 2, k212 },
  { "(s, t) -> trim(s >> abs(CASE s WHEN t THEN 'a%' WHEN 9223372036854775807 THEN s ELSE t END))", 2, k213 },
  { "(s, t) -> abs(CASE WHEN trim(s, '0x1F') THEN round(t) ELSE nullif(t, t) END)", 2, k214 },
  { "(s, t) -> abs(2.5) << round(s)", 2, k215 },
  { "(s, t) -> coalesce(max(t, (s COLLATE BINARY = 'a%') COLLATE RTRIM), (s < t) NOT IN (nullif(s, t), 2))", 2, k216 },
  { "(s, t) -> NOT (-9223372036854775807) == replace(' ', t, 'XY')", 2, k217 },
  { "(s, t) -> ltrim(iif(max(0, 100), abs(t), 2.5))", 2, k218 },
  { "(s, t) -> t NOT IN ('abc', 1.0)", 2, k219 },
  { "(s, t) -> max(max(substr(t IN (1.0, s), -1, -2), 1e15 + round(t, '2')), 9223372036854775807 COLLATE RTRIM)", 2, k220 },
  { "(s, t) -> instr(s IS NOT '-0', trim('\303\251\346\227\245'))", 2, k221 },
  { "(s, t) -> NOT nullif(max('a%' COLLATE RTRIM, 2), NOT ('3' NOT LIKE 'a%'))", 2, k222 },
  { "(s, t) -> quote(s LIKE 'a%')", 2, k223 },
  { "(s, t) -> iif(s OR (-1), s, replace(s, 'a%', 1))", 2, k224 },
  { "(s, t) -> -0.0", 2, k225 },
  { "(s, t) -> max((-max(t, -3.75, s)) COLLATE RTRIM, '2.5')", 2, k226 },
  { "(s, t) -> min(format('%-+9.2e', s), round(2.5, -1), s)", 2, k227 },
  { "(s, t) -> round(CASE s WHEN s THEN t WHEN '%' THEN NULL ELSE ' 12 ' END)", 2, k228 },
  { "(s, t) -> like('x%', coalesce(t, s))", 2, k229 },
  { "(s, t) -> unicode(unicode(hex(s)))", 2, k230 },
  { "(s, t) -> max((CASE rtrim(CASE WHEN x'' THEN -0.0 END, max(s COLLATE NOCASE, 100)) WHEN t THEN '%' NOT LIKE '_' WHEN nullif('a%', t) THEN s ELSE (x'6162') IN (s, 100) + s END) COLLATE NOCASE, char(0x1F600, unicode('_')) NOT LIKE 'A_C')", 2, k231 },
  { "(s, t) -> instr(like('%', t), s)", 2, k232 },
  { "(s, t) -> substr(lower(max(s, 1 COLLATE RTRIM)), 9223372036854775807) >> 'a%'", 2, k233 },
  { "(s, t) -> hex((substr(t, t, NULL) OR substring(t, 3)) COLLATE BINARY < nullif(CASE '%' WHEN x'' THEN t WHEN s THEN '_' ELSE t END, s <> s))", 2, k234 },
  { "(s, t) -> CAST(t << 3 AS BLOB)", 2, k235 },
  { "(s, t) -> 100", 2, k236 },
  { "(s, t) -> trim(s, ' ') + hex(t)", 2, k237 },
  { "(s, t) -> nullif(s NOT BETWEEN 2.5 AND s, +100)", 2, k238 },
  { "(s, t) -> max(max(x'6162', 'a%') LIKE '_b_' ESCAPE '\134', 0)", 2, k239 },
  { "(s, t) -> 'AbC'", 2, k240 },
  { "(s, t) -> CAST(-3.75 AS NUMERIC)", 2, k241 },
  { "(s, t) -> ltrim(CASE WHEN CASE WHEN s >> s THEN CASE s WHEN t THEN s WHEN s THEN -9223372036854775807 ELSE s END ELSE instr(t, t) END THEN (t << s) IS NULL ELSE unicode(' 12 ') END, round('3', 3))", 2, k242 },
  { "(s, t) -> round(hex(t), 3)", 2, k243 },
  { "(s, t) -> nullif(upper('0x1F') COLLATE RTRIM, trim(s))", 2, k244 },
  { "(s, t) -> 'x'", 2, k245 },
  { "(s, t) -> CASE WHEN (nullif(' 12 ', 1e15) IS t) < (abs('a%') COLLATE NOCASE = rtrim(s)) THEN 2.5 ELSE length(max('%', t, s)) - s END", 2, k246 },
  { "(s, t) -> NOT (s COLLATE RTRIM >= '')", 2, k247 },
  { "(s, t) -> replace(t, coalesce(' 12 ', s), '\303\251')", 2, k248 },
  { "(s, t) -> char(NULL, unicode(char(0x1F600, unicode(NULL)))) % nullif(unicode(s), CAST(0.1 AS INTEGER))", 2, k249 },
  { "(s, t) -> lower(t)", 2, k250 },
  { "(s, t) -> ifnull(-nullif('-0', 100), t)", 2, k251 },
  { "(s, t) -> ' '", 2, k252 },
  { "(s, t) -> NOT (NOT (CASE '%' WHEN s THEN t WHEN 0.1 THEN s ELSE (x'6162') NOT LIKE 'abc' END))", 2, k253 },
  { "(s, t) -> rtrim(substr('1e3' IS ('-0' AND s), 0))", 2, k254 },
  { "(s, t) -> ltrim(replace(s IS NOT ' ', 0 % (x'6162'), '-'), quote(s)) >= (CASE WHEN char(NULL, unicode(s)) NOT LIKE '%x' THEN abs(' 12 ' NOT BETWEEN '2.5' AND 'abc') ELSE lower(ltrim(t, '0x1F')) END)", 2, k255 },
  { "(s, t) -> nullif(s AND t, min(t, '2.5' COLLATE RTRIM))", 2, k256 },
  { "(s, t) -> CAST(s AS BLOB)", 2, k257 },
  { "(s, t) -> typeof(s)", 2, k258 },
  { "(s, t) -> iif(min(char(0, unicode(s % t)), CASE WHEN CAST(s AS INTEGER) THEN unicode(s) ELSE +1 END), ' 12 ', iif((CASE t WHEN t THEN s WHEN '\303\251\346\227\245' THEN '\303\251\346\227\245' ELSE t END) BETWEEN hex(s) AND (-9223372036854775807), s, s))", 2, k259 },
  { "(s, t) -> like('x%', s) GLOB 'x*'", 2, k260 },
  { "(s, t) -> replace('AbC' < quote(s), t <> s, '-')", 2, k261 },
  { "(s, t) -> nullif('0x1F', max(coalesce(iif(s, NULL, t), CASE WHEN s THEN '1e3' ELSE s END), typeof(s), t))", 2, k262 },
  { "(s, t) -> (t LIKE '%\303\226%' ESCAPE '\134') IS NULL", 2, k263 },
  { "(s, t) -> substring(s, -2, 9223372036854775807) IS NULL", 2, k264 },
  { "(s, t) -> s NOT IN (NOT hex('x'), s)", 2, k265 },
  { "(s, t) -> ~(rtrim(abs(-3.75)) NOT LIKE 'abc')", 2, k266 },
  { "(s, t) -> replace(length('1e3'), t NOT LIKE 'abc', 'XY')", 2, k267 },
  { "(s, t) -> iif(printf('%-8s|', 3), s IN (s, '3'), ' 12 ' COLLATE BINARY <= t)", 2, k268 },
  { "(s, t) -> unicode(t IS NOT t)", 2, k269 },
  { "(s, t) -> NOT (CASE WHEN (t IN (s, s)) NOT IN ('\303\251\346\227\245', 'a%') THEN CAST('\303\251\346\227\245' GLOB '*\346\227\245*' AS TEXT) ELSE (t NOT NULL) GLOB '*[]x]*' END)", 2, k270 },
  { "(s, t) -> CAST(max(length(NULL), max('1abc' COLLATE NOCASE, t) COLLATE RTRIM) AS REAL)", 2, k271 },
  { "(s, t) -> abs(CASE lower('') IN (like('%b%', t), s) WHEN s THEN nullif(s, '_') GLOB '[a-]*' WHEN substr(s, -9223372036854775807, 64) LIKE '%\134_%' THEN 1e15 ELSE substring(t < '3', 9223372036854775807, 0) END)", 2, k272 },
  { "(s, t) -> rtrim(trim(t) BETWEEN (CASE WHEN s THEN ' ' ELSE t END) AND (-1))", 2, k273 },
  { "(s, t) -> abs(t OR s)", 2, k274 },
  { "(s, t) -> round(0)", 2, k275 },
  { "(s, t) -> length(substring(t GLOB '*\346\227\245*', -9223372036854775807))", 2, k276 },
  { "(s, t) -> max(ltrim(t, 1) COLLATE NOCASE, like('%\346\227\245%', '1abc')) IN (ifnull(s COLLATE RTRIM > '1e3', CASE WHEN '1e3' THEN t ELSE t END), 0.1)", 2, k277 },
  { "(s, t) -> ('\303\251\346\227\245' NOT BETWEEN ('%' + 0) AND t) NOT LIKE '_b_'", 2, k278 },
  { "(s, t) -> CASE WHEN typeof(2) THEN nullif(s || s, '%') END", 2, k279 },
  { "(s, t) -> format('%Q', t)", 2, k280 },
  { "(s, t) -> replace(coalesce(t, s), CAST(t AS REAL), 'XY')", 2, k281 },
  { "(s, t) -> instr(min('3', 1) AND hex(s), s IN ('%', '-0'))", 2, k282 },
  { "(s, t) -> CASE s WHEN s THEN s WHEN (2.5 != (-1)) LIKE '%\346\227\245%' ESCAPE '\134' THEN 0.1 ELSE s END", 2, k283 },
  { "(s, t) -> 'abc'", 2, k284 },
  { "(s, t) -> quote(instr(nullif(round(s), CASE WHEN -1 THEN '_' ELSE t END), CAST(s AS TEXT)))", 2, k285 },
  { "(s, t) -> format('%s-%s', substring(max(' 12 ', min('2.5', ' ' COLLATE RTRIM)), -9223372036854775807), x'6162')", 2, k286 },
  { "(s, t) -> min(s COLLATE NOCASE, '' == (s IS NULL))", 2, k287 },
  { "(s, t) -> CASE WHEN t THEN t ELSE NOT instr(s NOT GLOB '[a-]*', +t) END", 2, k288 },
  { "(s, t) -> substring(instr(typeof(3), NOT ' 12 '), 9223372036854775807)", 2, k289 },
  { "(s, t) -> instr(min(s, s), t)", 2, k290 },
  { "(s, t) -> substring(CASE 100 | hex(t) WHEN 1e15 THEN s WHEN instr(length(s), s) THEN '0x1F' ELSE (t / (-9223372036854775807)) NOT BETWEEN abs(s) AND s END, -1)", 2, k291 },
  { "(s, t) -> substr(CASE WHEN -1 THEN s END != t, '2', 1.5)", 2, k292 },
  { "(s, t) -> ltrim(t, s)", 2, k293 },
  { "(s, t) -> typeof(round(100 NOT BETWEEN s AND (x'6162'), 0))", 2, k294 },
  { "(s, t) -> rtrim(t, like('x%', t))", 2, k295 },
  { "(s, t) -> NOT max(upper(iif(0, 7, t)) COLLATE NOCASE, round(s NOT BETWEEN ' 12 ' AND '1e3', 1))", 2, k296 },
  { "(s, t) -> '1abc'", 2, k297 },
  { "(s, t) -> ltrim(ifnull(unicode(upper(s)), t NOT GLOB '[!a]*'))", 2, k298 },
  { "(s, t) -> 'AbC' IS NULL", 2, k299 },
  { "(s, t) -> ((unicode(t) | t NOT LIKE '%\303\226%') <> substring(quote(s), -9223372036854775807, -2)) IN (length(iif(replace(s, s, ''), nullif(' 12 ', 2), like('a%', -9223372036854775807))), t)", 2, k300 },
  { "(s, t) -> upper(t)", 2, k301 },
  { "(s, t) -> CASE CASE 'x' WHEN 0 THEN s WHEN 'AbC' THEN t ELSE '0x1F' END WHEN s THEN s IS NULL WHEN t GLOB '*[]x]*' THEN '1e3' ELSE length(t) END", 2, k302 },
  { "(s, t) -> max((s LIKE '%\346\227\245%') IS (t NOT LIKE '%_%'), (0 | round(100, '2')) COLLATE RTRIM)", 2, k303 },
  { "(s, t) -> trim(x'6162', s = s)", 2, k304 },
  { "(s, t) -> +hex('%')", 2, k305 },
  { "(s, t) -> abs(iif(t, t, ''))", 2, k306 },
  { "(s, t) -> replace(s, lower(2), '-')", 2, k307 },
  { "(s, t) -> like('%', CAST(' ' AS REAL)) COLLATE BINARY <= rtrim((-9223372036854775807) NOT LIKE '%')", 2, k308 },
  { "(s, t) -> '_'", 2, k309 },
  { "(s, t) -> substring(CASE WHEN t THEN ltrim(s) END, 1.5)", 2, k310 },
  { "(s, t) -> CASE round(-0.0, -1) WHEN s THEN min(instr(CASE WHEN 'a%' THEN t ELSE t END, printf('%.3s', s)), (NOT (s LIKE '%b%' ESCAPE '\134')) COLLATE NOCASE) WHEN nullif(('AbC' NOT BETWEEN t AND s) NOT IN (nullif(t, s), t), trim(s, s) <= ltrim(t, 3)) THEN t ELSE char(NULL, unicode(min(t, min(s COLLATE RTRIM, x'')))) END", 2, k311 },
  { "(s, t) -> (NOT 'a%') IN (s, 3)", 2, k312 },
  { "(s, t) -> coalesce(max(s LIKE 'abc', NULL), nullif(7 LIKE '_b_' ESCAPE '\134', nullif(3, s)))", 2, k313 },
  { "(s, t) -> upper('-0' LIKE t) NOT IN (upper(format('%5c', length(x'6162'))), 0.1)", 2, k314 },
  { "(s, t) -> 0", 2, k315 },
  { "(s, t) -> NOT min(typeof(s) NOT GLOB 'a*', like('%_%', t) COLLATE RTRIM)", 2, k316 },
  { "(s, t) -> CASE CASE WHEN CASE WHEN s THEN s ELSE 'x' END THEN coalesce('1e3', s) ELSE round(s) END WHEN s THEN NOT char(-1, unicode('x')) WHEN NOT (t IS NOT 7) THEN s ELSE 1.0 END", 2, k317 },
  { "(s, t) -> coalesce(NOT (s LIKE '_'), length(t COLLATE RTRIM <= s)) NOT GLOB '*[]x]*'", 2, k318 },
  { "(s, t) -> instr((t < '\303\251\346\227\245') * abs(t), char(-1, unicode('-0')))", 2, k319 },
  { "(s, t) -> round(char(NULL, unicode(t)))", 2, k320 },
  { "(s, t) -> printf('%d', upper(0.1))", 2, k321 },
  { "(s, t) -> (nullif((-1) NOT IN (s, 1e15), char(1114112, unicode(s))) NOT IN (0.1 NOT GLOB '[a-]*', '1e3')) OR t", 2, k322 },
  { "(s, t) -> ltrim((-3.75) NOT BETWEEN NULL AND s)", 2, k323 },
  { "(s, t) -> CASE WHEN replace(ltrim('_'), s LIKE '_b_' ESCAPE '\134', 1) THEN CASE coalesce(s, t) <= (s ISNULL) WHEN 2.5 THEN substring(like(t, 'x'), 64) WHEN CASE s BETWEEN NULL AND (-1) WHEN -3.75 THEN length(-1) WHEN abs(x'6162') THEN s ELSE ifnull(7, t) END THEN s ELSE x'' END END", 2, k324 },
  { "(s, t) -> 2.5 / substr(format('%X', s) BETWEEN ifnull(s, t) AND 1e15, 2, 0)", 2, k325 },
  { "(s, t) -> unicode(printf('%.*s', 64, instr(CASE WHEN t THEN t ELSE x'' END, s LIKE 'abc' ESCAPE '\134')))", 2, k326 },
  { "(s, t) -> instr(nullif(s COLLATE NOCASE, '1abc'), CASE s WHEN NULL THEN 'AbC' WHEN -9223372036854775807 THEN s ELSE s END)", 2, k327 },
  { "(s, t) -> upper(instr(nullif(0.1, 1e15), unicode(s)))", 2, k328 },
  { "(s, t) -> max(abs(NOT 100), '\303\251\346\227\245')", 2, k329 },
  { "(s, t) -> ~(char(-1, unicode(t BETWEEN s AND 0)) < ((s * '0x1F') BETWEEN (CASE WHEN '_' THEN 0 ELSE s END) AND s))", 2, k330 },
  { "(s, t) -> replace(printf('% d|%-6i|', trim(round(x''), nullif(3, s)), instr(t << s, max(t, t COLLATE NOCASE))), unicode(-9223372036854775807), '-')", 2, k331 },
  { "(s, t) -> typeof(rtrim(CASE WHEN instr(s, s) THEN s ELSE char(NULL, unicode(' 12 ')) END))", 2, k332 },
  { "(s, t) -> min(((s IS t) GLOB '*x') COLLATE RTRIM, substr(t IS NULL, -2, 64))", 2, k333 },
  { "(s, t) -> substr(t NOT GLOB 'x*', 0, NULL)", 2, k334 },
  { "(s, t) -> CAST(t NOT BETWEEN s AND '3' AS TEXT)", 2, k335 },
  { "(s, t) -> trim(s, s)", 2, k336 },
  { "(s, t) -> length(replace(s, '%', '\303\251'))", 2, k337 },
  { "(s, t) -> min(abs(s) COLLATE RTRIM, t) COLLATE NOCASE > instr(char(65, unicode('_')), length(3))", 2, k338 },
  { "(s, t) -> instr(t, coalesce('-0', t))", 2, k339 },
  { "(s, t) -> max(unicode(nullif(t, instr(s, -1))), nullif(('' NOTNULL) AND coalesce('1e3', s), ~(CASE '%' WHEN s THEN s WHEN '_' THEN s ELSE s END)) COLLATE RTRIM)", 2, k340 },
  { "(s, t) -> length('3') AND (s <> s)", 2, k341 },
  { "(s, t) -> unicode(printf('%s-%s', 2, s))", 2, k342 },
  { "(s, t) -> rtrim(unicode(1.0), t GLOB t)", 2, k343 },
  { "(s, t) -> hex(format('%d', unicode('\303\251\346\227\245') NOT GLOB 'x*'))", 2, k344 },
  { "(s, t) -> typeof(NOT round(s, 0) * printf('%5.2f', s LIKE 'A_C'))", 2, k345 },
  { "(s, t) -> (s NOT IN (ifnull(s, 1e15), t)) LIKE '%x' ESCAPE '\134'", 2, k346 },
  { "(s, t) -> length(round(s))", 2, k347 },
  { "(s, t) -> max(~t, unicode(t)) % format('%+05d', round(-9223372036854775807))", 2, k348 },
  { "(s, t) -> CASE WHEN quote(CASE WHEN s THEN 3 ELSE 'a%' END) THEN length(rtrim(s)) ELSE 1 END", 2, k349 },
  { "(s, t) -> length(x'6162')", 2, k350 },
  { "(s, t) -> ltrim(trim(s, upper('abc')))", 2, k351 },
  { "(s, t) -> instr('AbC', s)", 2, k352 },
  { "(s, t) -> iif(1e15, rtrim('1e3', s), ' 12 ' != '2.5')", 2, k353 },
  { "(s, t) -> max((substr(s, 0) * (round('abc') BETWEEN s AND t)) COLLATE NOCASE, 1.0 LIKE '' ESCAPE '\134')", 2, k354 },
  { "(s, t) -> t % ''", 2, k355 },
  { "(s, t) -> max(s AND 'abc', ((-0.0) COLLATE RTRIM IS 1) COLLATE NOCASE)", 2, k356 },
  { "(s, t) -> -9223372036854775807", 2, k357 },
  { "(s, t) -> printf('%Q', printf('%+05d', t LIKE lower(t)))", 2, k358 },
  { "(s, t) -> CASE s WHEN '2.5' THEN max(round(t, -2), typeof(' 12 '), s) IN ('1abc', s) WHEN (t << max(s, t COLLATE NOCASE)) LIKE t ESCAPE '\134' THEN s ELSE substr(hex(s NOT GLOB '[^a]*'), '2', 64) END", 2, k359 },
  { "(s, t) -> '\303\251\346\227\245' IN (unicode('a%'), s)", 2, k360 },
  { "(s, t) -> char(0, unicode(s)) COLLATE NOCASE IS round(s)", 2, k361 },
  { "(s, t) -> min(t, unicode(max(iif(9223372036854775807, t, 1) COLLATE NOCASE, s)), s)", 2, k362 },
  { "(s, t) -> 1.0", 2, k363 },
  { "(s, t) -> CASE 3 % ifnull('%', s) WHEN '2.5' THEN 1.0 WHEN s IS (t GLOB '*[') THEN t ELSE abs(NOT (x'6162')) END", 2, k364 },
  { "(s, t) -> rtrim(x'6162', min(t, '1e3' COLLATE RTRIM))", 2, k365 },
  { "(s, t) -> abs(substring(CAST(length('1e3') AS NUMERIC), 3))", 2, k366 },
  { "(s, t) -> replace(100, instr(3, s), 'XY')", 2, k367 },
  { "(s, t) -> instr('abc', ifnull(s, 7))", 2, k368 },
  { "(s, t) -> substr(abs(hex('0x1F')), 9223372036854775807, 3) & lower(nullif(hex(100), like('%x', s)))", 2, k369 },
  { "(s, t) -> (0 COLLATE BINARY > NULL) NOT LIKE '%'", 2, k370 },
  { "(s, t) -> '2.5' COLLATE NOCASE < coalesce(t COLLATE NOCASE != '_', s)", 2, k371 },
  { "(s, t) -> CAST(ltrim(s) BETWEEN ('_' || s) AND t AS NUMERIC)", 2, k372 },
  { "(s, t) -> iif(max(length(' '), (-0.0) >= s, t), like('%', round(s, -9223372036854775807)), CAST(CAST(s AS NUMERIC) AS BLOB))", 2, k373 },
  { "(s, t) -> CASE WHEN t THEN min(max(t COLLATE NOCASE, length(s)), substr(max(t, t), 2) COLLATE NOCASE) ELSE format('%.2g', coalesce('1e3', t) NOT NULL) END", 2, k374 },
  { "(s, t) -> round(hex(s) NOT IN (rtrim(x'6162', 1), t))", 2, k375 },
  { "(s, t) -> round((t COLLATE NOCASE = s) COLLATE NOCASE IS lower(0.1))", 2, k376 },
  { "(s, t) -> round(min(ltrim(trim(s, 7)) COLLATE NOCASE, ifnull(CASE WHEN 2 THEN 9223372036854775807 END, '_')))", 2, k377 },
  { "(s, t) -> (+t) IN (x'', '\303\251\346\227\245')", 2, k378 },
  { "(s, t) -> instr(CASE s WHEN s THEN ltrim(s, '_') WHEN +s THEN 0.1 ELSE s NOT LIKE 'A_C' END, '')", 2, k379 },
  { "(s, t) -> ' 12 ' NOT LIKE 'a%'", 2, k380 },
  { "(s, t) -> round(t) NOTNULL", 2, k381 },
  { "(s, t) -> min(coalesce(s, min(min(x'', '\303\251\346\227\245'), substr(0, 5, 1.5))), 'x')", 2, k382 },
  { "(s, t) -> CASE WHEN CASE WHEN 2 NOTNULL THEN -'-0' END THEN (t COLLATE RTRIM >= t) NOT IN (upper(x''), 2) END", 2, k383 },
  { "(s, t) -> (CASE WHEN iif(length(s), replace(s, s, 'XY'), t) THEN round(min('', '%'), 9223372036854775807) END) NOT LIKE '%'", 2, k384 },
  { "(s, t) -> s NOT LIKE 'abc'", 2, k385 },
  { "(s, t) -> coalesce(CAST(s AS BLOB), char(-1, unicode(x'6162')))", 2, k386 },
  { "(s, t) -> (-CAST(t AS REAL)) BETWEEN abs(substr(unicode(7), 1)) AND s", 2, k387 },
  { "(s, t) -> min(trim(s IS NOT NULL, length(s)) COLLATE RTRIM, ltrim(s, printf('%.*s', 5, 'x')))", 2, k388 },
  { "(s, t) -> 1.0 = lower(ltrim(t, 'abc') = s + s)", 2, k389 },
  { "(s, t) -> quote(round(iif(1, x'', s) NOT GLOB '[!a]*', -1))", 2, k390 },
  { "(s, t) -> round(unicode(length(t)) COLLATE RTRIM IS (NOT printf('%#o', s)))", 2, k391 },
  { "(s, t) -> round(hex(hex(s) IS NOT NULL), NULL)", 2, k392 },
  { "(s, t) -> 1e15", 2, k393 },
  { "(s, t) -> round((CASE t WHEN t THEN t WHEN 'x' THEN '%' ELSE '1abc' END) IN (nullif(0.1 COLLATE NOCASE, s), t), 3)", 2, k394 },
  { "(s, t) -> abs(ltrim(7, NULL))", 2, k395 },
  { "(s, t) -> substring(100, NULL)", 2, k396 },
  { "(s, t) -> -3.75", 2, k397 },
  { "(s, t) -> ifnull(s LIKE '%\303\226%' ESCAPE '\134', s)", 2, k398 },
  { "(s, t) -> length(min(nullif((-9223372036854775807) COLLATE NOCASE, s) COLLATE NOCASE, 7))", 2, k399 },
  { "(s, t) -> substring(1.0, '2')", 2, k400 },
  { "(s, t) -> nullif(replace(-9223372036854775807, '1abc', '-') NOT LIKE '%\134_%', max(s - s, substring(s, 5, -9223372036854775807) COLLATE RTRIM))", 2, k401 },
  { "(s, t) -> NOT (s COLLATE NOCASE > abs(CASE '' WHEN s THEN s WHEN t THEN '3' ELSE -3.75 END))", 2, k402 },
  { "(s, t) -> substr(lower(unicode('_')), -9223372036854775807, 2)", 2, k403 },
  { "(s, t) -> substr((-9223372036854775807) LIKE '%c', 5, -1)", 2, k404 },
  { "(s, t) -> NOT substr((s * t) LIKE t, -9223372036854775807)", 2, k405 },
  { "(s, t) -> trim(NOT t, t)", 2, k406 },
  { "(s, t) -> ifnull(char(0x1F600, unicode(typeof(substr('1e3', 9223372036854775807, 3)))), instr(substr(substr('%', '2'), 2, NULL), abs(NULL)))", 2, k407 },
  { "(s, t) -> coalesce(instr(s, lower(3)), substring(substr(printf('%.*s', 9223372036854775807, ' 12 '), 1.5), -1))", 2, k408 },
  { "(s, t) -> '-0' == format('%5.2f', s)", 2, k409 },
  { "(s, t) -> length(t) <= 2", 2, k410 },
  { "(s, t) -> (x'6162') ISNULL", 2, k411 },
  { "(s, t) -> substr(+(((x'') IN (t, -1)) == CAST(2 AS NUMERIC)), 2)", 2, k412 },
  { "(s, t) -> max(length(s), trim('0x1F', ~t) COLLATE NOCASE)", 2, k413 },
  { "(s, t) -> lower('_')", 2, k414 },
  { "(s, t) -> printf('% d|%-6i|', char(65, unicode(s)) COLLATE BINARY <= s == s, substr(replace(7, s, 'XY'), 2) LIKE '%_%' ESCAPE '\134')", 2, k415 },
  { "(s, t) -> max((s | 'x') COLLATE RTRIM, 2)", 2, k416 },
  { "(s, t) -> +char(233, unicode(min('2.5', '1e3')))", 2, k417 },
  { "(s, t) -> replace(min((t LIKE 'x%' ESCAPE '\134') COLLATE NOCASE, +(t <> x'')), char(233, unicode('x')), '-')", 2, k418 },
  { "(s, t) -> substr(t, '2')", 2, k419 },
  { "(s, t) -> round(substring(s, 9223372036854775807, t), 0)", 2, k420 },
  { "(s, t) -> nullif(((CASE WHEN '%' THEN -9223372036854775807 ELSE ' ' END) NOT IN (s, s)) = (CAST(s AS TEXT) > unicode(s)), CASE t GLOB '*' WHEN s THEN char(NULL, unicode(t)) WHEN 'abc' THEN s ELSE -substr(7, 0) END)", 2, k421 },
  { "(s, t) -> quote('0x1F')", 2, k422 },
  { "(s, t) -> format('%-8s|', ' 12 ' COLLATE BINARY != max(s LIKE '%\303\226%', replace(s, t, '-') COLLATE RTRIM))", 2, k423 },
  { "(s, t) -> replace((-9223372036854775807) NOT GLOB 'x*', CASE WHEN '1abc' THEN s ELSE 7 END, '')", 2, k424 },
  { "(s, t) -> iif(rtrim('\303\251\346\227\245', t), s > '3', trim(s)) COLLATE NOCASE >= like('%\346\227\245%', upper(t))", 2, k425 },
  { "(s, t) -> CASE WHEN t THEN format('%g', hex('AbC')) - '\303\251\346\227\245' END", 2, k426 },
  { "(s, t) -> CASE -0.0 WHEN 1e15 THEN instr(t, 0) WHEN abs(NULL) THEN s ELSE ltrim(s, s) END", 2, k427 },
  { "(s, t) -> s NOT LIKE '%c'", 2, k428 },
  { "(s, t) -> typeof(abs(nullif(like('A_C', 3), substring('0x1F', NULL, 1.5))))", 2, k429 },
  { "(s, t) -> iif(min((-1) COLLATE RTRIM, '1e3'), s, '_')", 2, k430 },
  { "(s, t) -> max(t, t COLLATE RTRIM)", 2, k431 },
  { "(s, t) -> length(min(7, (t LIKE 'x%' ESCAPE '\134') COLLATE NOCASE))", 2, k432 },
  { "(s, t) -> ifnull(hex(2.5), like('A_C', t))", 2, k433 },
  { "(s, t) -> '-0' > replace(2, s, '\303\251') LIKE '%\134_%' ESCAPE '\134'", 2, k434 },
  { "(s, t) -> upper(s NOT IN (t, s))", 2, k435 },
  { "(s, t) -> CASE WHEN quote(s) THEN format('%+05d', '1e3') ELSE s = s END", 2, k436 },
  { "(s, t) -> min(instr(rtrim(s, t) NOT GLOB '[a-]*', rtrim(s, t)), round(min(CASE 100 WHEN 3 THEN 9223372036854775807 WHEN t THEN x'' ELSE s END, s COLLATE RTRIM), 0) COLLATE RTRIM)", 2, k437 },
  { "(s, t) -> instr(s, abs(-3.75))", 2, k438 },
  { "(s, t) -> (-9223372036854775807) NOT IN (-abs(t), '%')", 2, k439 },
  { "(s, t) -> instr(CASE WHEN ('a%' ISNULL) NOT IN (nullif(' ', s), '1abc') THEN s BETWEEN (1 LIKE '%\346\227\245%') AND s ELSE 2 GLOB '*[a-c]*' | iif(' ', '1e3', ' ') END, format('%5c', s))", 2, k440 },
  { "(s, t) -> NOT (-'abc')", 2, k441 },
  { "(s, t) -> ('' IN (s, 'abc')) COLLATE NOCASE = min(s, '%' COLLATE RTRIM)", 2, k442 },
  { "(s, t) -> ltrim(t) | iif('2.5', s, s)", 2, k443 },
  { "(s, t) -> replace(CAST(iif(-3.75, s, 2.5) AS TEXT), s LIKE '%c' ESCAPE '\134', '-')", 2, k444 },
  { "(s, t) -> max(t COLLATE NOCASE, substring(s, NULL, 1.5))", 2, k445 },
  { "(s, t) -> abs(printf('%5.2f', s) NOT LIKE '%_%')", 2, k446 },
  { "(s, t) -> 3 COLLATE BINARY > 100", 2, k447 },
  { "(s, t) -> like('', CAST('1e3' AS REAL)) | s", 2, k448 },
  { "(s, t) -> substr(instr(t, '-0'), 1.5)", 2, k449 },
  { "(s, t) -> length(hex(abs(-(x''))))", 2, k450 },
  { "(s, t) -> CASE nullif(unicode(1e15) ISNULL, s GLOB t) WHEN 2 THEN CASE format('%g', t) WHEN x'6162' THEN lower(NOT s) WHEN substr(s, -2, -9223372036854775807) THEN s ELSE instr(substr(9223372036854775807, 1), min(s, s, t)) END WHEN substr(CASE substr(s, 64, 9223372036854775807) WHEN ' ' THEN char(NULL, unicode(s)) WHEN 2.5 == -1 THEN s ELSE NULL END, 5, -2) THEN '0x1F' ELSE '' LIKE lower(t) END", 2, k451 },
  { "(s, t) -> length(t)", 2, k452 },
  { "(s, t) -> NOT max(s COLLATE RTRIM, 1.0)", 2, k453 },
  { "(s, t) -> t IN ((-9223372036854775807) COLLATE RTRIM = max(t, ' ' COLLATE NOCASE), '2.5')", 2, k454 },
  { "(s, t) -> ~' 12 '", 2, k455 },
  { "(s, t) -> instr(trim(100), rtrim('a%'))", 2, k456 },
  { "(s, t) -> printf('%5c', -3.75)", 2, k457 },
  { "(s, t) -> ifnull((x'6162') IN (3, s), +s) NOT BETWEEN s AND 'x'", 2, k458 },
  { "(s, t) -> substring(ltrim((-3.75) % 'x', max(t, '3')), 1.5) IS NOT NULL", 2, k459 },
  { "(s, t) -> format('%c', nullif((t IS NULL) < char(-1, unicode(s)), CAST('\303\251\346\227\245' AS NUMERIC) < s LIKE '%\303\226%' ESCAPE '\134'))", 2, k460 },
  { "(s, t) -> CASE max(CAST(max(7, 9223372036854775807 COLLATE NOCASE) AS TEXT), 2 COLLATE NOCASE) WHEN s THEN '\303\251\346\227\245' WHEN substr(CASE substr(1, 9223372036854775807) WHEN s THEN round(0.1) WHEN rtrim('1abc') THEN s ELSE replace(s, s, 1) END, -2, t) THEN ' 12 ' ELSE rtrim(ifnull(7, 7)) BETWEEN abs(-1) AND 'a%' END", 2, k461 },
  { "(s, t) -> instr(substr(max(t, hex('%') COLLATE NOCASE), 1), instr(t, '1abc'))", 2, k462 },
  { "(s, t) -> rtrim(CASE WHEN abs(unicode(7)) THEN iif('_', 7, 1e15) LIKE '' ESCAPE '\134' ELSE s || min(s COLLATE NOCASE, s) END)", 2, k463 },
  { "(s, t) -> CASE ltrim('0x1F') WHEN t THEN s WHEN x'' THEN s ELSE like('%c', s) LIKE 'a%' ESCAPE '\134' END", 2, k464 },
  { "(s, t) -> instr(ltrim(format('%Q', s), ltrim(t)) NOT IN (' 12 ', t), format('%d', s))", 2, k465 },
  { "(s, t) -> lower(replace('1e3', 2.5, '')) != t", 2, k466 },
  { "(s, t) -> like('%\346\227\245%', substring(round(s), -9223372036854775807))", 2, k467 },
  { "(s, t) -> (~'_') <> like('%b%', abs(s ISNULL))", 2, k468 },
  { "(s, t) -> char(233, unicode(abs(CASE s WHEN 'a%' THEN s WHEN 1.0 THEN s ELSE s END)))", 2, k469 },
  { "(s, t) -> lower(x'6162')", 2, k470 },
  { "(s, t) -> CAST((like('%_%', s) LIKE '%\346\227\245%' ESCAPE '\134') <= hex(+'') AS BLOB)", 2, k471 },
  { "(s, t) -> '\303\251\346\227\245'", 2, k472 },
  { "(s, t) -> +instr(hex(t), t)", 2, k473 },
  { "(s, t) -> lower(printf('%012.3f', s))", 2, k474 },
  { "(s, t) -> abs(t) LIKE '' ESCAPE '\134'", 2, k475 },
  { "(s, t) -> upper(length(t))", 2, k476 },
  { "(s, t) -> coalesce(NULL COLLATE NOCASE < '_', iif(1.0, t, -9223372036854775807))", 2, k477 },
  { "(s, t) -> ltrim(t, t)", 2, k478 },
  { "(s, t) -> NOT ((t LIKE '%' ESCAPE '\134') >> ((x'') NOT IN (t, s)))", 2, k479 },
  { "(s, t) -> unicode(CASE WHEN 'a%' THEN max(nullif(s, '1e3'), (s COLLATE RTRIM >= 0.1) COLLATE RTRIM) ELSE ' ' END)", 2, k480 },
  { "(s, t) -> hex(replace(abs('3'), round(s), 'XY')) BETWEEN ((CASE ifnull(t, 0) WHEN s THEN min(s, (-9223372036854775807) COLLATE NOCASE) WHEN t THEN x'6162' ELSE s END) & char(0, unicode(instr(t, s)))) AND 'x'", 2, k481 },
  { "(s, t) -> min(instr(replace(-0.0, s, '\303\251'), abs(s)), replace(hex(s), s BETWEEN t AND t, NULL) COLLATE RTRIM) NOT IN (format('%#.3g', replace(t, format('%.*s', -2, t), NULL)), t)", 2, k482 },
  { "(s, t) -> rtrim(t NOT GLOB 'x*')", 2, k483 },
  { "(s, t) -> abs(1e15) = (t NOT IN (t, t))", 2, k484 },
  { "(s, t) -> trim('1e3', NOT t)", 2, k485 },
  { "(s, t) -> -iif(7, -1, t)", 2, k486 },
  { "(s, t) -> '\303\251\346\227\245' NOT GLOB '[a-]*' || -9223372036854775807", 2, k487 },
  { "(s, t) -> ' 12 '", 2, k488 },
  { "(s, t) -> char(0x1F600, unicode(CAST('a%' NOT GLOB t AS INTEGER)))", 2, k489 },
  { "(s, t) -> iif('AbC' LIKE 'x%', '-0', substr(trim(t), 9223372036854775807))", 2, k490 },
  { "(s, t) -> (t | t) NOT BETWEEN coalesce(s, s) AND NULL", 2, k491 },
  { "(s, t) -> trim(' 12 ', 0.1 IN ('0x1F', 'x'))", 2, k492 },
  { "(s, t) -> substring(ifnull(1.0, s), 0, 5) IN (abs(upper('AbC')), t)", 2, k493 },
  { "(s, t) -> char(1114112, unicode(nullif(t, 1))) COLLATE NOCASE >= s", 2, k494 },
  { "(s, t) -> iif(CAST(substring(100, 64) AS REAL) GLOB '*x', '_', unicode(s))", 2, k495 },
  { "(s, t) -> replace(unicode(s), max(s, s), '\303\251')", 2, k496 },
  { "(s, t) -> coalesce(unicode(0) - max(t, s, s), s) LIKE 'a%' ESCAPE '\134'", 2, k497 },
  { "(s, t) -> iif(substr('abc', 2), ~1.0, (x'') IN (s, ' ')) LIKE 'A_C' ESCAPE '\134'", 2, k498 },
  { "(s, t) -> nullif(t COLLATE NOCASE, min(trim(-0.0, s), (CASE WHEN s THEN '' END) COLLATE RTRIM) OR (like('x%', s) IS NOT NULL))", 2, k499 },
  { "(s, t) -> unicode(rtrim(t, s))", 2, k500 },
  { "(s, t) -> ltrim(hex(t)) NOT IN (CAST(s AS TEXT) LIKE t, t)", 2, k501 },
  { "(s, t) -> unicode((x'6162') AND s)", 2, k502 },
  { "(s, t) -> length(1e15 IN ('3', t))", 2, k503 },
  { "(s, t) -> trim(t GLOB '[!a]*', quote(t))", 2, k504 },
  { "(s, t) -> printf('%#o', (s LIKE 'A_C' ESCAPE '\134') LIKE '%c' ESCAPE '\134')", 2, k505 },
  { "(s, t) -> upper(CAST(ifnull(ltrim(s, 0.1), hex(s)) AS INTEGER))", 2, k506 },
  { "(s, t) -> s LIKE '%\303\226%' ESCAPE '\134'", 2, k507 },
  { "(s, t) -> (NOT s) > abs('\303\251\346\227\245')", 2, k508 },
  { "(s, t) -> replace(char(0x1F600, unicode(-'abc')), s, NULL)", 2, k509 },
  { "(s, t) -> length(rtrim(t, s)) NOT IN (CASE t GLOB 'x*' WHEN '-0' THEN 7 & 'abc' WHEN 7 NOT BETWEEN s AND s THEN s ELSE printf('%g', s) END, s)", 2, k510 },
  { "(s, t) -> ~printf('%x|%o', substring(like('A_C', 2.5), t, 3), min(1, (s * s) COLLATE NOCASE))", 2, k511 },
  { "(s, t) -> CAST('a%' AS REAL)", 2, k512 },
  { "(s, t) -> hex(s)", 2, k513 },
  { "(s, t) -> unicode(NOT (x'6162')) NOT IN (2, t)", 2, k514 },
  { "(s, t) -> printf('%X', (100 COLLATE BINARY <= '_') NOT GLOB 'a*') IS NOT NULL", 2, k515 },
  { "(s, t) -> replace(round(replace(s, t, '\303\251'), 0) = (CASE char(1114112, unicode('abc')) WHEN s THEN t AND 1e15 WHEN CASE WHEN '3' THEN 'AbC' ELSE t END THEN s ELSE instr(t, 'abc') END), unicode('%'), 'XY')", 2, k516 },
  { "(s, t) -> length(ifnull('-0', 'x') NOT GLOB '[a-]*')", 2, k517 },
  { "(s, t) -> (s IN (s, s)) LIKE '%'", 2, k518 },
  { "(s, t) -> char(0, unicode(s)) LIKE '%' ESCAPE '\134'", 2, k519 },
  { "(s, t) -> +rtrim(typeof(1e15), iif(s, s, -3.75))", 2, k520 },
  { "(s, t) -> round(abs(s NOT IN (s, t)), 5)", 2, k521 },
  { "(s, t) -> ifnull(format('%+05d', s % '%'), abs(s)) / s", 2, k522 },
  { "(s, t) -> '_' BETWEEN 'AbC' AND s", 2, k523 },
  { "(s, t) -> max('x' OR (t IN ('abc', 'a%')), min(like('%x', 0), (CASE WHEN t THEN '-0' ELSE s END) COLLATE NOCASE) COLLATE NOCASE) <= s", 2, k524 },
  { "(s, t) -> s >= (CASE WHEN iif(s, 'AbC', 3) THEN '-0' END)", 2, k525 },
  { "(s, t) -> CASE WHEN ((x'6162') GLOB '*x') IN (typeof(x''), 3) THEN coalesce('\303\251\346\227\245' LIKE '_' ESCAPE '\134', instr(t, t)) ELSE 0.1 END", 2, k526 },
  { "(s, t) -> substr(replace(NULL, s, 1), 5) IS NOT NULL", 2, k527 },
  { "(s, t) -> typeof(max(t, 2, ' 12 '))", 2, k528 },
  { "(s, t) -> hex(t NOT GLOB '*x')", 2, k529 },
  { "(s, t) -> ifnull((substr(t, 3) >> s) | 1.0, unicode(unicode(-0.0)))", 2, k530 },
  { "(s, t) -> (rtrim('AbC', s) NOT LIKE '%\303\226%') NOT LIKE 'x%'", 2, k531 },
  { "(s, t) -> replace(t != '\303\251\346\227\245', s, '\303\251')", 2, k532 },
  { "(s, t) -> CASE max(t = t, unicode(-1) COLLATE NOCASE) >> s WHEN '3' THEN abs(s) WHEN ifnull(CAST(t AS REAL), format('%#.3g', t <> t)) THEN s ELSE ltrim(upper(round(-1, 64))) END", 2, k533 },
  { "(s, t) -> abs((s NOT GLOB '*[]x]*') IN (char(1114112, unicode(s)), 2))", 2, k534 },
  { "(s, t) -> ltrim(s, lower(s))", 2, k535 },
  { "(s, t) -> ((7 ISNULL) LIKE 'abc') NOTNULL", 2, k536 },
  { "(s, t) -> (CASE WHEN nullif(s, t) THEN ifnull(s, 2.5) ELSE s == s END) LIKE '%\134_%'", 2, k537 },
  { "(s, t) -> replace(max(t, s), 1.0 / -9223372036854775807, '-')", 2, k538 },
  { "(s, t) -> iif(iif(NOT ifnull(' 12 ', t), ltrim(s), '%'), hex(unicode(t NOT IN (1e15, '_'))), s GLOB '*[')", 2, k539 },
  { "(s, t) -> rtrim(((CASE WHEN '1e3' THEN t ELSE x'6162' END) NOT IN (hex(0.1), -1)) IS NOT ('2.5' BETWEEN max(s, s, '3') AND t))", 2, k540 },
  { "(s, t) -> substr(format('%012.3f', x''), 0)", 2, k541 },
  { "(s, t) -> nullif(s, 100) IN (substr(s, -1), t)", 2, k542 },
  { "(s, t) -> printf('%-8s|', min(char(-1, unicode(like('%\134_%', s))) COLLATE NOCASE, 1.0))", 2, k543 },
  { "(s, t) -> (CASE WHEN 9223372036854775807 THEN 2.5 END) NOT NULL", 2, k544 },
  { "(s, t) -> unicode(instr('2.5', 'a%'))", 2, k545 },
  { "(s, t) -> like('%', '-0') NOT IN ('\303\251\346\227\245', x'')", 2, k546 },
  { "(s, t) -> char(0x1F600, unicode(s)) NOT IN (s, x'6162')", 2, k547 },
  { "(s, t) -> CASE WHEN abs(CASE NOT '3' WHEN 1.0 THEN s WHEN t THEN t ELSE t END) THEN format('%#.3g', s) ELSE NOT abs(lower('x')) END", 2, k548 },
  { "(s, t) -> -1 >= 1.0", 2, k549 },
  { "(s, t) -> nullif(round(s, 64), s + t)", 2, k550 },
  { "(s, t) -> abs(0.1 >= round('x'))", 2, k551 },
  { "(s, t) -> 2.5 - 0", 2, k552 },
  { "(s, t) -> (CASE WHEN t THEN 7 ELSE (x'6162') NOTNULL END) | (s NOT NULL)", 2, k553 },
  { "(s, t) -> CASE substr('1e3', 9223372036854775807) WHEN 'AbC' THEN format('%-8s|', replace(s, NULL, '-')) WHEN instr(like('abc', '_'), hex(t)) THEN s ELSE s END", 2, k554 },
  { "(s, t) -> printf('%.2g', max(lower(1), 'x'))", 2, k555 },
  { "(s, t) -> (CASE WHEN ' ' THEN min(t, s, -0.0) END) NOT BETWEEN round(ltrim(NULL), 5) AND s", 2, k556 },
  { "(s, t) -> round(CASE 7 WHEN s THEN '-0' WHEN s THEN s ELSE 1.0 END, -1)", 2, k557 },
  { "(s, t) -> like('A_C', '1e3')", 2, k558 },
  { "(s, t) -> char(NULL, unicode((NOT t) GLOB 'a*'))", 2, k559 },
  { "(s, t) -> rtrim(s)", 2, k560 },
  { "(s, t) -> ((-1) NOT IN (t, -9223372036854775807)) NOT GLOB '[a-]*'", 2, k561 },
  { "(s, t) -> hex(CAST('3' AS INTEGER))", 2, k562 },
  { "(s, t) -> nullif(((CASE WHEN nullif(' ', t) THEN s & t ELSE char(1114112, unicode(t)) END) LIKE '%x' ESCAPE '\134') COLLATE NOCASE, 7 LIKE 'A_C' ESCAPE '\134')", 2, k563 },
  { "(s, t) -> rtrim(char(0x1F600, unicode('3' IN (s, '%'))) != (replace(2.5, t, NULL) != 0), lower('1e3'))", 2, k564 },
  { "(s, t) -> nullif(typeof(length(substring(t, 5, 64))) COLLATE RTRIM, max(typeof(t) GLOB '[a-]*', x''))", 2, k565 },
  { "(s, t) -> ('0x1F' COLLATE NOCASE IS upper(coalesce(1.0, s))) NOT BETWEEN (s NOT IN (replace(typeof('2.5'), CASE WHEN s THEN s END, 'XY'), s)) AND s", 2, k566 },
  { "(s, t) -> unicode(iif(ltrim(t), printf('%5.2f', NULL), instr(t, 2)))", 2, k567 },
  { "(s, t) -> substring(CAST(printf('%5.2f', 0 NOT IN (2.5, s)) AS TEXT), 2, -2)", 2, k568 },
  { "(s, t) -> typeof(CAST(t COLLATE BINARY < '3' AS TEXT)) COLLATE NOCASE IS (nullif(ifnull(s, s), NOT s) = round(abs(t), 1))", 2, k569 },
  { "(s, t) -> hex(rtrim('AbC') NOT BETWEEN iif(t, '0x1F', t) AND 3)", 2, k570 },
  { "(s, t) -> like(lower(t), round(s) NOT IN ('%', s)) != ((CASE '2.5' WHEN t THEN 'a%' COLLATE BINARY > (-1) WHEN round(s, -1) THEN s ELSE t % t END) IS NOT NULL)", 2, k571 },
  { "(s, t) -> hex(instr(ltrim(s, 0.1 || t), CAST(t AS TEXT)))", 2, k572 },
  { "(s, t) -> round(instr('%', max(1e15, '3' COLLATE NOCASE)), -1) NOT IN (replace(min(hex(-1), substring(s, '2')), CASE t WHEN t THEN t WHEN 0.1 THEN 3 ELSE s END, '\303\251'), t)", 2, k573 },
  { "(s, t) -> nullif((t LIKE 'a%' ESCAPE '\134') COLLATE RTRIM, instr(length(format('%%%s', 'abc')), quote(s)))", 2, k574 },
  { "(s, t) -> abs(min('a%', '1abc' COLLATE RTRIM))", 2, k575 },
  { "(s, t) -> char(65, unicode(t)) COLLATE BINARY <= 'a%'", 2, k576 },
  { "(s, t) -> hex(rtrim(s))", 2, k577 },
  { "(s, t) -> (~s) NOT GLOB '\077*'", 2, k578 },
  { "(s, t) -> printf('%d', substr(s, 1.5))", 2, k579 },
  { "(s, t) -> min(nullif(CAST('0x1F' AS REAL), round('-0', -2)), substr(like('', 1e15), -1)) != t", 2, k580 },
  { "(s, t) -> like('abc', '-0') LIKE '_'", 2, k581 },
  { "(s, t) -> iif(printf('%.2g', 1.0) << (NOT s) & (s NOT LIKE '%\134_%'), abs(ltrim(s) OR abs('abc')), rtrim(ltrim(t) * max(1, 'AbC' COLLATE NOCASE)))", 2, k582 },
  { "(s, t) -> printf('%.2g', instr(t, 1e15))", 2, k583 },
  { "(s, t) -> nullif(substring(t, NULL) COLLATE NOCASE, s)", 2, k584 },
  { "(s, t) -> hex(max(min(t NOT BETWEEN '-0' AND '', '1e3' < t), s))", 2, k585 },
  { "(s, t) -> NOT ltrim(nullif(s, s))", 2, k586 },
  { "(s, t) -> s << -0.0", 2, k587 },
  { "(s, t) -> s BETWEEN ifnull('AbC' IN ('_', x'6162'), rtrim(s, t)) AND '_'", 2, k588 },
  { "(s, t) -> max(upper(1) LIKE 'abc' ESCAPE '\134' | max(-3.75, 7, s) LIKE '%\346\227\245%', substring(max(0, max(t, 0.1 COLLATE RTRIM), t), 64, 1))", 2, k589 },
  { "(s, t) -> iif(trim(NOT s), lower(100 AND 2), unicode(ifnull(s, s)))", 2, k590 },
  { "(s, t) -> lower(trim(round(s, 1.5), ifnull(0.1, 'AbC')))", 2, k591 },
  { "(s, t) -> substring(substring(0.1 LIKE '%_%' ESCAPE '\134', 64, 0), 64) COLLATE RTRIM < (hex(char(1114112, unicode(3))) BETWEEN trim(NOT t) AND t)", 2, k592 },
  { "(s, t) -> CASE 2 << '_' WHEN s THEN 'abc' >= t WHEN replace(0, s, 'XY') THEN t ELSE t END", 2, k593 },
  { "(s, t) -> (CASE WHEN s IS NOT NULL THEN coalesce(s NOT BETWEEN '1e3' AND ' ', typeof(s)) ELSE lower('\303\251\346\227\245') END) >= ifnull(x'6162', abs(t) LIKE 'a%' ESCAPE '\134')", 2, k594 },
  { "(s, t) -> ltrim(replace(upper(7), s COLLATE RTRIM >= '\303\251\346\227\245', '-'), s)", 2, k595 },
  { "(s, t) -> round(abs(x''))", 2, k596 },
  { "(s, t) -> (rtrim(-3.75, '1e3') LIKE 'x\134%' ESCAPE '\134') = substring(t, 3)", 2, k597 },
  { "(s, t) -> NOT iif('2.5', substring(s % s, 1, '2'), hex(substr(s, -2, 0)))", 2, k598 },
  { "(s, t) -> '1e3'", 2, k599 },
  { "(s, t) -> substring(abs(max((CASE s WHEN s THEN x'' WHEN s THEN t ELSE s END) COLLATE RTRIM, rtrim(1e15))), 3)", 2, k600 },
  { "(s, t) -> lower(format('%e', round(NULL)) IS NOT NULL)", 2, k601 },
  { "(s, t) -> (NOT replace(100, s, '-')) IS NULL", 2, k602 },
  { "(s, t) -> max(coalesce(s, 2), (t COLLATE NOCASE IS t) COLLATE RTRIM)", 2, k603 },
  { "(s, t) -> CASE WHEN min(nullif('x' COLLATE NOCASE, char(65, unicode(t))), substring(rtrim(t), 9223372036854775807, 5)) THEN t ELSE s END", 2, k604 },
  { "(s, t) -> typeof(abs(substr(' ' NOT NULL, 9223372036854775807, -9223372036854775807)))", 2, k605 },
  { "(s, t) -> like('x%', ~t)", 2, k606 },
  { "(s, t) -> substring((s & s COLLATE RTRIM = 0.1) COLLATE NOCASE > (CASE WHEN s > 0.1 THEN round(x'') ELSE ifnull(s, ' 12 ') END), 64)", 2, k607 },
  { "(s, t) -> substring(hex((CASE 2 WHEN -3.75 THEN 0.1 WHEN 7 THEN '_' ELSE 3 END) NOT GLOB 'x*'), -1, t)", 2, k608 },
  { "(s, t) -> instr(t, ifnull(t, '-0'))", 2, k609 },
  { "(s, t) -> 'AbC' > s", 2, k610 },
  { "(s, t) -> max(s, (-3.75) COLLATE NOCASE) NOT BETWEEN nullif(NOT '%', t) AND s", 2, k611 },
  { "(s, t) -> replace(substr(replace(s, s, 'XY'), 3), substring(s, '2', '2'), '') GLOB '*\346\227\245*'", 2, k612 },
  { "(s, t) -> substring(typeof(s * s), '2') COLLATE RTRIM < ltrim(min(' ' LIKE 'x%' ESCAPE '\134', ifnull(s, 1), s), substr(t, -1))", 2, k613 },
  { "(s, t) -> substr(t NOT BETWEEN 3 AND s, 5, 3)", 2, k614 },
  { "(s, t) -> instr(CAST(' 12 ' AS REAL), t)", 2, k615 },
  { "(s, t) -> substr(min(-0.0, s COLLATE NOCASE), 5)", 2, k616 },
  { "(s, t) -> min(((CASE s WHEN 7 THEN t WHEN char(0, unicode(s)) THEN s ELSE 1e15 NOT LIKE '%' END) OR NULL) COLLATE RTRIM, -0.0)", 2, k617 },
  { "(s, t) -> substr(replace(abs(replace(t, s, 1)), max(s, s COLLATE RTRIM), '\303\251'), NULL)", 2, k618 },
  { "(s, t) -> printf('%#.3g', t | s)", 2, k619 },
  { "(s, t) -> char(-1, unicode(trim(t, s)))", 2, k620 },
  { "(s, t) -> ltrim(CASE WHEN 9223372036854775807 THEN 1e15 END)", 2, k621 },
  { "(s, t) -> s | like('a%', t)", 2, k622 },
  { "(s, t) -> printf('%i', t || 1.0)", 2, k623 },
  { "(s, t) -> typeof(replace('AbC' != '%', s NOT LIKE '%_%', '\303\251'))", 2, k624 },
  { "(s, t) -> length(trim(max((t LIKE '%b%') COLLATE RTRIM, printf('%i', s))))", 2, k625 },
  { "(s, t) -> ifnull(max('_', s, -0.0) LIKE '%', 3)", 2, k626 },
  { "(s, t) -> nullif(replace(substring(x'6162', 64), s != s, '\303\251'), t % max(s COLLATE NOCASE, -0.0))", 2, k627 },
  { "(s, t) -> hex(NULL)", 2, k628 },
  { "(s, t) -> rtrim(ltrim(hex(t)), unicode(s))", 2, k629 },
  { "(s, t) -> abs('') > s", 2, k630 },
  { "(s, t) -> CAST(coalesce(s, t) AS REAL)", 2, k631 },
  { "(s, t) -> unicode(t)", 2, k632 },
  { "(s, t) -> ltrim(hex(NOT s))", 2, k633 },
  { "(s, t) -> length(unicode(length(s)))", 2, k634 },
  { "(s, t) -> NOT (s * instr(s, 3))", 2, k635 },
  { "(s, t) -> -length(ifnull(' 12 ', 9223372036854775807))", 2, k636 },
  { "(s, t) -> replace(substr(char(1114112, unicode(s)), 2), s, 1)", 2, k637 },
  { "(s, t) -> (-1) / (like(lower(t), s) GLOB upper(t))", 2, k638 },
  { "(s, t) -> printf('%.3s', substr(round(t, 1) COLLATE RTRIM = (s NOT GLOB '[a-]*'), 5))", 2, k639 },
  { "(s, t) -> ltrim(max(2, typeof('2.5') COLLATE NOCASE), CASE WHEN t THEN s ELSE s END)", 2, k640 },
  { "(s, t) -> ltrim(t) ISNULL", 2, k641 },
  { "(s, t) -> ltrim(abs(x'') IS NOT NULL, '2.5' NOT BETWEEN s AND ' 12 ') IN (-1, t)", 2, k642 },
  { "(s, t) -> replace(unicode(char(NULL, unicode(-1))), replace('3', s, 'XY'), 'XY')", 2, k643 },
  { "(s, t) -> ltrim(x'6162', s) - CAST(s AS REAL)", 2, k644 },
  { "(s, t) -> replace(char(NULL, unicode(abs(t))), (x'6162') GLOB '*x', '\303\251')", 2, k645 },
  { "(s, t) -> substring(t COLLATE BINARY > (s >> t), 1.5, NULL)", 2, k646 },
  { "(s, t) -> instr(s IN (coalesce(s, s), s), s)", 2, k647 },
  { "(s, t) -> typeof(iif(s, t NOT IN (s, s), char(-1, unicode(-1))))", 2, k648 },
  { "(s, t) -> CAST(CAST(min(ifnull(100, '1e3'), quote(0.1) COLLATE NOCASE) AS INTEGER) AS BLOB)", 2, k649 },
  { "(s, t) -> nullif(' 12 ', (t IS NOT s) LIKE '%\346\227\245%' ESCAPE '\134')", 2, k650 },
  { "(s, t) -> quote(nullif(0.1, s))", 2, k651 },
  { "(s, t) -> max(hex(t), CASE WHEN ' 12 ' THEN '3' ELSE NULL END)", 2, k652 },
  { "(s, t) -> s LIKE '_'", 2, k653 },
  { "(s, t) -> format('%e', NOT instr(x'6162', s))", 2, k654 },
  { "(s, t) -> char(-1, unicode(CASE x'' WHEN t THEN t WHEN -9223372036854775807 THEN t ELSE -9223372036854775807 END)) NOT BETWEEN length(s IS t) AND (-3.75)", 2, k655 },
  { "(s, t) -> substr(s, 2, NULL)", 2, k656 },
  { "(s, t) -> ifnull(unicode(s) NOT IN (round('_', -9223372036854775807), t), 2)", 2, k657 },
  { "(s, t) -> min('a%', t COLLATE RTRIM) NOT IN (substr(s, '2'), s)", 2, k658 },
  { "(s, t) -> upper(round(s, 1.5) NOT LIKE '%\134_%')", 2, k659 },
  { "(s, t) -> round(9223372036854775807, NULL)", 2, k660 },
  { "(s, t) -> max(t COLLATE RTRIM, x'') + like('x%', s)", 2, k661 },
  { "(s, t) -> substr(instr(t >> s, iif(t, -3.75, t)) / char(1114112, unicode(round(x''))), -2, 5)", 2, k662 },
  { "(s, t) -> ~ltrim(x'6162', '\303\251\346\227\245')", 2, k663 },
  { "(s, t) -> unicode(length(t) IN (9223372036854775807, s))", 2, k664 },
  { "(s, t) -> char(233, unicode(lower(s)))", 2, k665 },
  { "(s, t) -> round('1abc' || s, '2')", 2, k666 },
  { "(s, t) -> round(round(s), 5) IN (7, s)", 2, k667 },
  { "(s, t) -> min(abs(max(3, 'AbC' NOT IN (s, t))), min(hex(replace(s, '_', 'XY')) COLLATE NOCASE, instr(nullif(t COLLATE NOCASE, s), hex('x'))))", 2, k668 },
  { "(s, t) -> replace(0.1 IS NULL, t, '-')", 2, k669 },
  { "(s, t) -> (CASE 'abc' WHEN t THEN s WHEN t THEN 'x' ELSE t END) + t", 2, k670 },
  { "(s, t) -> ltrim(nullif(nullif(s, 9223372036854775807) / substr(t, -1), substr(upper(s), -2, 2)))", 2, k671 },
  { "(s, t) -> nullif(upper(s), t * s)", 2, k672 },
  { "(s, t) -> printf('%%%s', upper(s | s))", 2, k673 },
  { "(s, t) -> unicode(t LIKE 'A_C' ESCAPE '\134')", 2, k674 },
  { "(s, t) -> min(s, '1e3', s) || s", 2, k675 },
  { "(s, t) -> format('%q', quote(iif(upper(s), CASE WHEN t THEN s ELSE NULL END, abs(3))))", 2, k676 },
  { "(s, t) -> NOT ((unicode(t) NOT BETWEEN iif(t, s, s) AND s) NOT LIKE 'A_C')", 2, k677 },
  { "(s, t) -> substr(iif(quote(9223372036854775807 BETWEEN s AND '_'), abs(t) NOT BETWEEN ('%' * s) AND 1.0, round(' ')), -1, -1)", 2, k678 },
  { "(s, t) -> iif(char(-1, unicode(ltrim(' 12 ' GLOB t))), abs('\303\251\346\227\245' GLOB '*\346\227\245*') LIKE t ESCAPE '\134', NOT 3)", 2, k679 },
  { "(s, t) -> min(s, s, t) < lower(s)", 2, k680 },
  { "(s, t) -> unicode(min(t, s COLLATE NOCASE))", 2, k681 },
  { "(s, t) -> instr(s - t, s) LIKE '%\303\226%'", 2, k682 },
  { "(s, t) -> ~replace(replace('0x1F', -3.75, '-'), s NOT NULL, '-')", 2, k683 },
  { "(s, t) -> instr(CASE WHEN hex(t) THEN iif(t, '\303\251\346\227\245', s) ELSE like('%\346\227\245%', 0.1) END, rtrim('-0', -3.75)) ISNULL", 2, k684 },
  { "(s, t) -> length(replace(t <= s, unicode(s), NULL))", 2, k685 },
  { "(s, t) -> ((-1) BETWEEN nullif(t COLLATE RTRIM, s) AND s) IS (CASE max(s COLLATE RTRIM, t) WHEN 3 THEN -(-1) WHEN min('x', s, s) THEN t ELSE iif('0x1F', s, s) END)", 2, k686 },
  { "(s, t) -> round(iif(length(-0.0), abs(t), x''), -2)", 2, k687 },
  { "(s, t) -> lower(NOT s)", 2, k688 },
  { "(s, t) -> hex(-9223372036854775807)", 2, k689 },
  { "(s, t) -> char(233, unicode(CASE upper(CASE WHEN 1.0 THEN t END) WHEN 'a%' THEN length('3') WHEN char(0x1F600, unicode(round(x'6162'))) THEN t ELSE iif(nullif('a%', s), '3', lower(t)) END))", 2, k690 },
  { "(s, t) -> ~round(substr(t, -1, 2))", 2, k691 },
  { "(s, t) -> char(233, unicode('3'))", 2, k692 },
  { "(s, t) -> iif(like('', hex(s LIKE lower(t) ESCAPE '\134')), CASE 0 WHEN s THEN -3.75 WHEN rtrim(s, '1e3' & s) THEN s ELSE nullif('abc' IS NULL, nullif(NULL, s)) END, s)", 2, k693 },
  { "(s, t) -> CASE '1e3' WHEN t THEN t IS NULL WHEN t THEN 7 ELSE rtrim(NULL, '') END", 2, k694 },
  { "(s, t) -> quote(rtrim(-1))", 2, k695 },
  { "(s, t) -> substring(ltrim(ltrim('0x1F'), t), -9223372036854775807)", 2, k696 },
  { "(s, t) -> abs(hex(min(round(3), replace(s, 2.5, 'XY'))))", 2, k697 },
  { "(s, t) -> coalesce('3', s NOT NULL)", 2, k698 },
  { "(s, t) -> abs(trim(t))", 2, k699 },
  { "(s, t) -> min(s, '\303\251\346\227\245', '1e3') IS ifnull(s, s)", 2, k700 },
  { "(s, t) -> replace(nullif(max(' 12 ' COLLATE NOCASE, s) NOT BETWEEN rtrim(t) AND s, s), round('1abc'), 1)", 2, k701 },
  { "(s, t) -> printf('%5c', s COLLATE RTRIM IS (x''))", 2, k702 },
  { "(s, t) -> substr('x', '2') NOT NULL", 2, k703 },
  { "(s, t) -> CAST(ifnull(ltrim('1abc') GLOB '*[a-c]*', ~('abc' NOT IN (s, 3))) AS REAL)", 2, k704 },
  { "(s, t) -> upper(trim(unicode(t), nullif(t, t)))", 2, k705 },
  { "(s, t) -> NOT s", 2, k706 },
  { "(s, t) -> replace(s, substr(0, 9223372036854775807, 9223372036854775807), '-')", 2, k707 },
  { "(s, t) -> format('%Q', char(NULL, unicode(CASE WHEN '1e3' THEN -0.0 ELSE '2.5' END)))", 2, k708 },
  { "(s, t) -> round(typeof(hex(t)))", 2, k709 },
  { "(s, t) -> substr(unicode(quote(1.0) NOT IN (max(s, s COLLATE RTRIM), s)), 3, '2')", 2, k710 },
  { "(s, t) -> abs(replace(1.0, s NOT GLOB '*[a-c]*', NULL))", 2, k711 },
  { "(s, t) -> lower(length(s))", 2, k712 },
  { "(s, t) -> rtrim(length(length(s)) LIKE '_' ESCAPE '\134')", 2, k713 },
  { "(s, t) -> upper(ifnull(substring(9223372036854775807, 0), char(233, unicode(s)))) << CAST(round(like('%\134_%', x'6162')) AS BLOB)", 2, k714 },
  { "(s, t) -> lower(1.0) BETWEEN s AND s / abs(x'6162')", 2, k715 },
  { "(s, t) -> upper(hex(quote(t)))", 2, k716 },
  { "(s, t) -> replace(abs('1abc'), NOT t, 'XY')", 2, k717 },
  { "(s, t) -> quote(-0.0)", 2, k718 },
  { "(s, t) -> nullif(CAST('_' NOT BETWEEN '3' AND t AS TEXT) NOT LIKE '%c', '%')", 2, k719 },
  { "(s, t) -> iif(+s, s, CAST(s NOT GLOB '[^a]*' AS BLOB))", 2, k720 },
  { "(s, t) -> CASE WHEN round(substr(x'6162', -9223372036854775807), 9223372036854775807) THEN hex(s) ELSE trim(format('%#.3g', s), round(NULL, 0)) END", 2, k721 },
  { "(s, t) -> iif(s, s, round(s, -2)) ISNULL", 2, k722 },
  { "(s, t) -> unicode(hex(abs(rtrim(s))))", 2, k723 },
  { "(s, t) -> ' 12 ' LIKE '%_%' ESCAPE '\134'", 2, k724 },
  { "(s, t) -> hex(length(s) LIKE lower(t))", 2, k725 },
  { "(s, t) -> abs(substring(s, '2', 2))", 2, k726 },
  { "(s, t) -> ltrim(format('%#.3g', s != t))", 2, k727 },
  { "(s, t) -> (s OR 'a%') LIKE 'x%' ESCAPE '\134'", 2, k728 },
  { "(s, t) -> instr(lower(typeof('\303\251\346\227\245')), '3' OR s)", 2, k729 },
  { "(s, t) -> hex(upper(s))", 2, k730 },
  { "(s, t) -> NOT substring(round(CAST(s AS TEXT)), -1, 2)", 2, k731 },
  { "(s, t) -> substring(s IS NULL, '2', 3)", 2, k732 },
  { "(s, t) -> typeof(s COLLATE NOCASE >= s)", 2, k733 },
  { "(s, t) -> hex(rtrim(1.0, s) NOT GLOB '*[a-c]*') GLOB '[^a]*'", 2, k734 },
  { "(s, t) -> round(upper(s), 64)", 2, k735 },
  { "(s, t) -> round(2 NOT GLOB '*\346\227\245*', 64)", 2, k736 },
  { "(s, t) -> iif(s, instr(('3' GLOB t) LIKE 'A_C' ESCAPE '\134', trim(' ')), (replace(t, s, 1) LIKE t) NOT IN (2.5, s))", 2, k737 },
  { "(s, t) -> instr(substr('\303\251\346\227\245', 3, 1), t)", 2, k738 },
  { "(s, t) -> substr(trim('-0') AND (t NOT GLOB '[^a]*'), 3) GLOB 'a*'", 2, k739 },
  { "(s, t) -> substring(min(1.0 COLLATE RTRIM, '\303\251\346\227\245') || (CASE WHEN s THEN s ELSE 'AbC' END), 2)", 2, k740 },
  { "(s, t) -> (like('_b_', -0.0) LIKE '%\134_%' ESCAPE '\134') >> substr(ifnull(-9223372036854775807, '_'), 1)", 2, k741 },
  { "(s, t) -> min((-3.75) COLLATE RTRIM, s) LIKE lower(t) ESCAPE '\134'", 2, k742 },
  { "(s, t) -> max(NOT (CASE max(t COLLATE NOCASE, 1e15) WHEN 1 THEN s NOT GLOB '[!a]*' WHEN rtrim(t) THEN s ELSE substring(s, 2, NULL) END), ((~'2.5') IS NOT (t GLOB t)) >> s, 1e15)", 2, k743 },
  { "(s, t) -> ((x'') LIKE '%x' ESCAPE '\134') GLOB '[a-]*'", 2, k744 },
  { "(s, t) -> max((CASE s WHEN 1 THEN t WHEN 2 THEN t ELSE '' END) COLLATE NOCASE, s * 'a%')", 2, k745 },
  { "(s, t) -> CASE +'_' WHEN t THEN unicode(1e15) WHEN s THEN s ELSE substr(t, 3) END", 2, k746 },
  { "(s, t) -> NOT (CASE WHEN NOT t THEN lower(length(' 12 ')) ELSE replace(s = '1abc', s OR '_', '-') END)", 2, k747 },
  { "(s, t) -> NOT (s LIKE '_' ESCAPE '\134')", 2, k748 },
  { "(s, t) -> replace(max(substr('x', -1, t), upper(s)), ltrim(s), NULL)", 2, k749 },
  { "(s, t) -> char(233, unicode(nullif(t GLOB '*[', quote(-1))))", 2, k750 },
  { "(s, t) -> upper(coalesce(100, rtrim(CASE WHEN s THEN ' ' ELSE s END, nullif(100, t))))", 2, k751 },
  { "(s, t) -> quote(s > 'AbC')", 2, k752 },
  { "(s, t) -> iif(t LIKE '%_%' ESCAPE '\134', max('0x1F', t, 'x'), '1abc')", 2, k753 },
  { "(s, t) -> replace(round('-0', 3), coalesce(s, '\303\251\346\227\245'), NULL)", 2, k754 },
  { "(s, t) -> (CASE WHEN 1e15 THEN 2 ELSE '3' END) NOTNULL", 2, k755 },
  { "(s, t) -> nullif('\303\251\346\227\245', t)", 2, k756 },
  { "(s, t) -> ltrim(NOT (-1), nullif(0 COLLATE RTRIM, s))", 2, k757 },
  { "(s, t) -> upper(ltrim(nullif(instr(3, s), substr(t, -2, NULL))))", 2, k758 },
  { "(s, t) -> CASE WHEN round(CASE WHEN unicode(t) THEN '_' == 'abc' END) THEN replace('_' >= s, t AND t, '') LIKE 'x%' ESCAPE '\134' END", 2, k759 },
  { "(s, t) -> substring('1abc' GLOB 'x*', 0)", 2, k760 },
  { "(s, t) -> CAST(s AS NUMERIC)", 2, k761 },
  { "(s, t) -> iif(abs(s), rtrim(round(s, 3)), replace(+9223372036854775807, substr(s, -2, NULL), NULL) LIKE '%\303\226%' ESCAPE '\134')", 2, k762 },
  { "(s, t) -> char(233, unicode(CASE WHEN CAST(t AS TEXT) THEN instr(t, '\303\251\346\227\245') ELSE ltrim(-3.75, s) END))", 2, k763 },
  { "(s, t) -> 0.1 NOT BETWEEN round(iif(ltrim('abc', s), ' ', nullif(t, 0))) AND s", 2, k764 },
  { "(s, t) -> max(nullif('x', 3), upper(t))", 2, k765 },
  { "(s, t) -> nullif(substring(length('1e3'), 1.5), CASE WHEN s THEN CAST(s AS NUMERIC) END)", 2, k766 },
  { "(s, t) -> CASE WHEN format('%+05d', 0) THEN substr(s, '2', NULL) END", 2, k767 },
  { "(s, t) -> '3'", 2, k768 },
  { "(s, t) -> nullif(CASE WHEN like('x\134%', (-9223372036854775807) NOT LIKE '%\134_%') THEN hex(-s) ELSE quote(replace(s, 1e15, '\303\251')) END, (substring(9223372036854775807, NULL, 3) NOTNULL) IS NOT NULL)", 2, k769 },
  { "(s, t) -> substring(max(t, s), '2', 1)", 2, k770 },
  { "(s, t) -> iif(t, ' 12 ', 1) BETWEEN (2.5 <> t) AND s", 2, k771 },
  { "(s, t) -> like('%x', (CASE WHEN '-0' THEN 100 ELSE 9223372036854775807 END) IS max(t COLLATE NOCASE, -1))", 2, k772 },
  { "(s, t) -> t / (t + s)", 2, k773 },
  { "(s, t) -> t GLOB '*\346\227\245*'", 2, k774 },
  { "(s, t) -> unicode(CASE WHEN like('%_%', s) / printf('%.2g', 'AbC') THEN min(t, min(1e15, 0.1)) ELSE 9223372036854775807 END)", 2, k775 },
  { "(s, t) -> s + quote(s)", 2, k776 },
  { "(s, t) -> instr('%', like('abc', x''))", 2, k777 },
  { "(s, t) -> s >= '3'", 2, k778 },
  { "(s, t) -> replace(lower(s), CASE WHEN s THEN 9223372036854775807 ELSE 'x' END, 'XY')", 2, k779 },
  { "(s, t) -> length(('\303\251\346\227\245' % '1e3') GLOB '[a-]*')", 2, k780 },
  { "(s, t) -> instr(upper(printf('%5.2f', '2.5') LIKE 'x%' ESCAPE '\134'), s)", 2, k781 },
  { "(s, t) -> max(s, t ISNULL)", 2, k782 },
  { "(s, t) -> lower(NULL)", 2, k783 },
  { "(s, t) -> s + unicode(s)", 2, k784 },
  { "(s, t) -> min(s, like('abc', '%') COLLATE NOCASE) NOT BETWEEN abs(replace('\303\251\346\227\245', '2.5', 1)) AND s", 2, k785 },
  { "(s, t) -> printf('%#.3g', iif(1, s, s))", 2, k786 },
  { "(s, t) -> char(65, unicode(nullif(ifnull(t, '0x1F') COLLATE NOCASE, substr(x'', '2'))))", 2, k787 },
  { "(s, t) -> replace(ifnull('1e3', -0.0), instr(s, t), 'XY')", 2, k788 },
  { "(s, t) -> NOT min(instr(NULL, t), ltrim('\303\251\346\227\245', s) COLLATE RTRIM)", 2, k789 },
  { "(s, t) -> substr(s, -1, 1)", 2, k790 },
  { "(s, t) -> typeof(nullif(t, 100) < trim(7))", 2, k791 },
  { "(s, t) -> (char(-1, unicode(s NOT GLOB '*x')) BETWEEN (-substring(s, 64)) AND s) - '_'", 2, k792 },
  { "(s, t) -> CASE substring(char(NULL, unicode('AbC')), '2', 1.5) WHEN s THEN format('%-+9.2e', NOT s) WHEN CASE WHEN like(t, t) THEN round(s) ELSE s NOTNULL END THEN -3.75 ELSE max((s << -9223372036854775807) COLLATE NOCASE, t COLLATE NOCASE < ' 12 ') END", 2, k793 },
  { "(s, t) -> t >= max(length(s), ('AbC' <= t) COLLATE RTRIM)", 2, k794 },
  { "(s, t) -> replace(t, ' 12 ', 1) COLLATE RTRIM = (-3.75)", 2, k795 },
  { "(s, t) -> CAST((substring(s, 1) | (t LIKE '%x')) NOT BETWEEN ((7 COLLATE BINARY < 2.5) IN (min(t COLLATE RTRIM, s), 2)) AND 1 AS INTEGER)", 2, k796 },
  { "(s, t) -> unicode(substring(s, 9223372036854775807, 9223372036854775807))", 2, k797 },
  { "(s, t) -> round(s < s) NOT LIKE 'x\134%'", 2, k798 },
  { "(s, t) -> hex(s) != round(' ')", 2, k799 },
  { "(s, t) -> CASE WHEN s THEN min(replace(char(0x1F600, unicode('1e3')), like('', t), NULL), iif(s / 1.0, +3, length(s)) COLLATE RTRIM) ELSE instr(s, ' ' LIKE '%c' ESCAPE '\134') END", 2, k800 },
  { "(s, t) -> (round('1e3', NULL) NOT GLOB 'a*') IN (replace(lower(t), '%', 1), 9223372036854775807)", 2, k801 },
  { "(s, t) -> substr(t, 1, -2) & (t - (-0.0)) AND abs(9223372036854775807)", 2, k802 },
  { "(s, t) -> round(t)", 2, k803 },
  { "(s, t) -> typeof(s) << char(-1, unicode(s))", 2, k804 },
  { "(s, t) -> CAST(instr(max((s * 'a%') COLLATE RTRIM, substring(-9223372036854775807, -1, 64)), s <= NULL) AS BLOB)", 2, k805 },
  { "(s, t) -> hex(t GLOB '[!a]*')", 2, k806 },
  { "(s, t) -> iif(s, ltrim('abc'), '1e3' IN (s, x''))", 2, k807 },
  { "(s, t) -> printf('%10.4e', '2.5' GLOB '[a-]*')", 2, k808 },
  { "(s, t) -> (lower(s) LIKE '%\303\226%' ESCAPE '\134') IS NOT NULL", 2, k809 },
  { "(s, t) -> hex(char(0, unicode(t)))", 2, k810 },
  { "(s, t) -> CAST(format('%g', printf('%5.2f', 7 == s)) AS TEXT)", 2, k811 },
  { "(s, t) -> instr(typeof('' / s), hex(''))", 2, k812 },
  { "(s, t) -> replace(s, t COLLATE NOCASE >= s, NULL)", 2, k813 },
  { "(s, t) -> lower(length(lower(s)) BETWEEN (t LIKE lower(t) ESCAPE '\134') AND t)", 2, k814 },
  { "(s, t) -> (CASE WHEN 'x' THEN '' ELSE t END) || (' ' GLOB 'x*')", 2, k815 },
  { "(s, t) -> instr(' ', s << s)", 2, k816 },
  { "(s, t) -> round('_' NOT BETWEEN 1 AND s) NOT BETWEEN replace(substr(s, NULL, 0), s NOT GLOB '*x', 1) AND '\303\251\346\227\245'", 2, k817 },
  { "(s, t) -> ((NOT (-1)) IS NULL) NOT IN (abs('abc'), 'AbC')", 2, k818 },
  { "(s, t) -> (CASE WHEN 'abc' THEN x'6162' END) + ifnull(t, t)", 2, k819 },
  { "(s, t) -> CASE WHEN s THEN quote(0.1) END", 2, k820 },
  { "(s, t) -> abs(quote(typeof(0.1)))", 2, k821 },
  { "(s, t) -> CASE WHEN 3 / 3 THEN t BETWEEN 0 AND t END", 2, k822 },
  { "(s, t) -> unicode(s) == (2.5 LIKE '%c' ESCAPE '\134')", 2, k823 },
  { "(s, t) -> ((NOT abs(t)) NOT LIKE '%\134_%') & s", 2, k824 },
  { "(s, t) -> abs(char(0x1F600, unicode(iif(like(t, NULL), printf('%x|%o', s, 'x'), CASE s WHEN 2 THEN '' WHEN t THEN t ELSE s END))))", 2, k825 },
  { "(s, t) -> printf('%#.3g', ' ')", 2, k826 },
  { "(s, t) -> substring(max(s COLLATE RTRIM, char(NULL, unicode(abs(s)))), -1)", 2, k827 },
  { "(s, t) -> hex(hex(s))", 2, k828 },
  { "(s, t) -> char(-1, unicode((t <> t) BETWEEN instr(t, t) AND 'a%'))", 2, k829 },
  { "(s, t) -> NOT (s NOT LIKE '_b_')", 2, k830 },
  { "(s, t) -> length(CAST(t AS REAL)) NOT IN (CASE s WHEN -9223372036854775807 THEN x'6162' WHEN t THEN 0.1 ELSE NULL END >= iif(' ', t, s), 'x')", 2, k831 },
  { "(s, t) -> nullif(t NOT LIKE '%x', min(upper('AbC'), s, t)) IS NULL", 2, k832 },
  { "(s, t) -> ifnull(CASE abs(s) WHEN '3' THEN hex(t) WHEN rtrim(t) THEN s ELSE replace(s, s, '') END, CASE s NOT BETWEEN t AND 'x' WHEN '-0' THEN printf('%s', '2.5') WHEN char(0x1F600, unicode(s)) THEN s ELSE s END)", 2, k833 },
  { "(s, t) -> max(((NOT '3') NOT IN (t % s, NULL)) COLLATE NOCASE, ' 12 ') <= (+('a%' LIKE lower(t) ESCAPE '\134')) LIKE '_b_' ESCAPE '\134'", 2, k834 },
  { "(s, t) -> instr(ifnull(s GLOB '*[]x]*', coalesce(t, t)), substring('\303\251\346\227\245', '2')) ISNULL", 2, k835 },
  { "(s, t) -> CASE abs(1) WHEN t THEN nullif(s COLLATE NOCASE, 7) WHEN t THEN 100 ELSE 1e15 <> '1abc' END", 2, k836 },
  { "(s, t) -> format('%s-%s', nullif(like('%_%', length(s)), like('%\303\226%', t)), like('%x', s) AND substring('a%' >> x'', 2))", 2, k837 },
  { "(s, t) -> CASE s WHEN 1 THEN NOT 1 WHEN substring('3', 1, 0) THEN s ELSE like('%\134_%', s) END", 2, k838 },
  { "(s, t) -> abs('1abc' LIKE '%b%' ESCAPE '\134')", 2, k839 },
  { "(s, t) -> typeof(0 >> iif(-1, ltrim('AbC', '\303\251\346\227\245'), s LIKE '%' ESCAPE '\134'))", 2, k840 },
  { "(s, t) -> NULL == t", 2, k841 },
  { "(s, t) -> length(hex(t))", 2, k842 },
  { "(s, t) -> lower(t) IS NOT NULL", 2, k843 },
  { "(s, t) -> char(0x1F600, unicode(ltrim(upper('1e3'))))", 2, k844 },
  { "(s, t) -> coalesce(coalesce(s, 'AbC'), max(s COLLATE RTRIM, t))", 2, k845 },
  { "(s, t) -> printf('%-+9.2e', min(instr(0, s), t LIKE '%\303\226%' ESCAPE '\134', s))", 2, k846 },
  { "(s, t) -> +t", 2, k847 },
  { "(s, t) -> format('%s', like('_', like('abc', t)) | length(format('%-8s|', t)))", 2, k848 },
  { "(s, t) -> replace((min(100, 0.1 COLLATE NOCASE) ISNULL) NOT NULL, iif('abc', s, 'a%'), '-')", 2, k849 },
  { "(s, t) -> ltrim(~abs(''))", 2, k850 },
  { "(s, t) -> nullif('0x1F' | (s != s), s GLOB '*x')", 2, k851 },
  { "(s, t) -> upper(nullif(max(t, 1.0), length(t)) AND (CASE '\303\251\346\227\245' NOT GLOB '[!a]*' WHEN s THEN NULL | t WHEN NOT 'AbC' THEN t ELSE s END))", 2, k852 },
  { "(s, t) -> min(substring(s, '2', -1), char(0x1F600, unicode(t)))", 2, k853 },
  { "(s, t) -> min(substring(t * s, 2, 1), substr(s IS NULL, NULL), t)", 2, k854 },
  { "(s, t) -> coalesce(char(0, unicode(t)), t)", 2, k855 },
  { "(s, t) -> lower(replace(substring('1abc', 3), substring(' ', 5, 1), NULL))", 2, k856 },
  { "(s, t) -> (9223372036854775807 IS like('x%', CAST(' 12 ' AS REAL))) COLLATE RTRIM < format('%x|%o', quote(replace(s, t, 'XY')), t)", 2, k857 },
  { "(s, t) -> char(65, unicode(-s))", 2, k858 },
  { "(s, t) -> like('%_%', CAST(length('a%') AS INTEGER) GLOB '*[')", 2, k859 },
  { "(s, t) -> substring(round(s, 3), '2')", 2, k860 },
  { "(s, t) -> 0.1 = replace(t, t, 'XY')", 2, k861 },
  { "(s, t) -> hex(unicode(round(s))) NOT GLOB upper(t)", 2, k862 },
  { "(s, t) -> hex('abc')", 2, k863 },
  { "(s, t) -> (substr(~'x', NULL, 64) IN (round(100 NOT NULL), '\303\251\346\227\245')) NOT IN (substr(lower('0x1F') BETWEEN CAST(t AS INTEGER) AND s, 0), x'6162')", 2, k864 },
  { "(s, t) -> CASE WHEN t THEN round(s, 64) ELSE s NOTNULL END", 2, k865 },
  { "(s, t) -> char(-1, unicode(coalesce(ifnull(s, t), s IN (t, ''))))", 2, k866 },
  { "(s, t) -> CASE 0.1 WHEN 7 THEN like('%\303\226%', s) IS NULL WHEN s IN (format('%10.4e', s), s) THEN 0 ELSE char(0, unicode(t / t)) END", 2, k867 },
  { "(s, t) -> (t LIKE '') NOT LIKE '%\134_%'", 2, k868 },
  { "(s, t) -> unicode(CASE WHEN t THEN 1e15 ELSE abs('1abc') END)", 2, k869 },
  { "(s, t) -> length(((-0.0) NOT GLOB upper(t)) IS NULL)", 2, k870 },
  { "(s, t) -> hex(unicode(length(nullif(x'6162', t))))", 2, k871 },
  { "(s, t) -> unicode(round(NOT t))", 2, k872 },
  { "(s, t) -> format('%X', nullif('abc' NOT LIKE '%\303\226%', (x'') LIKE '%\303\226%') COLLATE RTRIM < 9223372036854775807)", 2, k873 },
  { "(s, t) -> max(like('%', format('%s', s)) COLLATE RTRIM, CAST(t AS TEXT))", 2, k874 },
  { "(s, t) -> CASE WHEN typeof(t) NOT LIKE 'A_C' THEN max(max(t LIKE '', t NOT GLOB '[^a]*'), format('%012.3f', CASE s WHEN 'AbC' THEN '1e3' WHEN 2 THEN t ELSE s END) COLLATE NOCASE) ELSE nullif(-1, format('%#x', rtrim(0.1, 7))) END", 2, k875 },
  { "(s, t) -> NOT iif(t, s, s)", 2, k876 },
  { "(s, t) -> substr(s NOT NULL, 9223372036854775807, 64)", 2, k877 },
  { "(s, t) -> hex(iif(upper(CASE WHEN s THEN s END), format('%.3s', like('x%', s)), instr(s, '\303\251\346\227\245')))", 2, k878 },
  { "(s, t) -> (t & s) ISNULL", 2, k879 },
  { "(s, t) -> printf('%s', max(-0.0, instr(quote(9223372036854775807), max(t, '%', s))))", 2, k880 },
  { "(s, t) -> max(max('0x1F', t COLLATE RTRIM) COLLATE NOCASE, char(1114112, unicode(2)))", 2, k881 },
  { "(s, t) -> (~'3') IN (abs(-9223372036854775807), s)", 2, k882 },
  { "(s, t) -> CASE WHEN instr(CAST(t AS NUMERIC), 'abc' NOT NULL) THEN (0.1 = s) >= (CASE s WHEN s THEN '1e3' WHEN t THEN 2 ELSE t END) ELSE t END", 2, k883 },
  { "(s, t) -> abs(hex(2.5))", 2, k884 },
  { "(s, t) -> iif(max(ltrim(t) COLLATE NOCASE, hex(hex(3))), char(65, unicode(nullif(max('-0' COLLATE NOCASE, s), s))), s)", 2, k885 },
  { "(s, t) -> ((nullif(-1, t) >= t NOT LIKE '%c') LIKE '_' ESCAPE '\134') NOT BETWEEN s AND s", 2, k886 },
  { "(s, t) -> char(233, unicode(abs(2.5)))", 2, k887 },
  { "(s, t) -> (CASE t WHEN '' THEN '0x1F' WHEN 0.1 THEN s ELSE s NOT NULL END) IS NULL", 2, k888 },
  { "(s, t) -> replace(min(s, ' 12 '), s, '')", 2, k889 },
  { "(s, t) -> replace(t LIKE '%\346\227\245%', t, NULL)", 2, k890 },
  { "(s, t) -> like('', '%')", 2, k891 },
  { "(s, t) -> min(upper(instr(min(s COLLATE NOCASE, '1abc'), '3' LIKE '_' ESCAPE '\134')), ((unicode('AbC') LIKE '_' ESCAPE '\134') COLLATE RTRIM < ltrim(rtrim(s), (-9223372036854775807) < s)) COLLATE RTRIM)", 2, k892 },
  { "(s, t) -> substr((100 ISNULL) COLLATE RTRIM != t, -2)", 2, k893 },
  { "(s, t) -> round(unicode(lower(2)) LIKE '%\303\226%' ESCAPE '\134', 3)", 2, k894 },
  { "(s, t) -> min((s LIKE '%\346\227\245%') COLLATE NOCASE, -0.0)", 2, k895 },
  { "(s, t) -> hex(char(-1, unicode('0x1F'))) BETWEEN '3' AND 1e15", 2, k896 },
  { "(s, t) -> nullif(t COLLATE RTRIM, format('%-+9.2e', max(substring(t, 1.5), t ISNULL)))", 2, k897 },
  { "(s, t) -> s LIKE '_b_'", 2, k898 },
  { "(s, t) -> abs('abc')", 2, k899 },
  { "(s, t) -> char(NULL, unicode(CAST(length(s) AS TEXT)))", 2, k900 },
  { "(s, t) -> ifnull(length(lower(' 12 ')), CASE s WHEN s THEN '1e3' WHEN CASE s WHEN ' 12 ' THEN 'AbC' WHEN t THEN '-0' ELSE t END THEN t ELSE quote(t) END) LIKE 'A_C' ESCAPE '\134'", 2, k901 },
  { "(s, t) -> round('\303\251\346\227\245' <> '1abc')", 2, k902 },
  { "(s, t) -> min(nullif(max(NULL, s), -'%'), CAST('1abc' NOT BETWEEN '%' AND t AS INTEGER))", 2, k903 },
  { "(s, t) -> typeof(iif(7, s LIKE '', hex(s)))", 2, k904 },
  { "(s, t) -> like('abc', 9223372036854775807)", 2, k905 },
  { "(s, t) -> trim('2.5') OR (CASE hex(t) <= (s NOTNULL) WHEN 2 THEN unicode(s) WHEN t THEN 0.1 ELSE abs(t) END)", 2, k906 },
  { "(s, t) -> char(-1, unicode(s % 100))", 2, k907 },
  { "(s, t) -> length(instr(s, s))", 2, k908 },
  { "(s, t) -> hex(replace(ifnull(2, s), nullif(s, s), ''))", 2, k909 },
  { "(s, t) -> min((x'6162') COLLATE RTRIM, round(s)) NOT LIKE '%x'", 2, k910 },
  { "(s, t) -> lower(9223372036854775807) & -9223372036854775807", 2, k911 },
  { "(s, t) -> unicode(CASE WHEN t THEN s END)", 2, k912 },
  { "(s, t) -> CAST((x'') - s AS TEXT) % (substring(7, '2', 64) LIKE t)", 2, k913 },
  { "(s, t) -> length(CAST(t AS NUMERIC) COLLATE NOCASE > (s LIKE 'x\134%')) NOT GLOB '[a-]*'", 2, k914 },
  { "(s, t) -> hex(1.0 <> '2.5')", 2, k915 },
  { "(s, t) -> CASE WHEN t NOT LIKE 'x%' THEN max(1e15, s COLLATE RTRIM) ELSE like('%\346\227\245%', 1.0) END", 2, k916 },
  { "(s, t) -> char(65, unicode('1e3')) / max(s, s COLLATE NOCASE)", 2, k917 },
  { "(s, t) -> min('1e3', instr(9223372036854775807, s) COLLATE NOCASE)", 2, k918 },
  { "(s, t) -> replace('abc' NOTNULL, 0, '-')", 2, k919 },
  { "(s, t) -> s NOTNULL", 2, k920 },
  { "(s, t) -> min(min(t, -s, s), CAST(max(1, t) AS BLOB), ' 12 ')", 2, k921 },
  { "(s, t) -> abs(-9223372036854775807) % round('2.5', -9223372036854775807)", 2, k922 },
  { "(s, t) -> max(t LIKE '_', (t LIKE '%\134_%' ESCAPE '\134') COLLATE NOCASE) LIKE t ESCAPE '\134'", 2, k923 },
  { "(s, t) -> round(CASE char(NULL, unicode(x'')) WHEN s THEN CASE 100 WHEN s THEN t WHEN -3.75 THEN t ELSE -9223372036854775807 END WHEN s COLLATE NOCASE != s THEN ' ' ELSE rtrim(0) END)", 2, k924 },
  { "(s, t) -> CASE WHEN nullif(t, t) THEN instr('abc', s) LIKE '%b%' ELSE min((-t) COLLATE NOCASE, t) END", 2, k925 },
  { "(s, t) -> trim(lower(coalesce((x'6162') NOT BETWEEN 0 AND s, like('%c', s))))", 2, k926 },
  { "(s, t) -> CASE like('A_C', s) LIKE 'A_C' ESCAPE '\134' WHEN '_' THEN nullif(s, 'x' GLOB '[!a]*') WHEN x'' THEN s ELSE round(t COLLATE BINARY >= t) END", 2, k927 },
  { "(s, t) -> substring((CASE WHEN s THEN 9223372036854775807 ELSE s END) IS NOT NULL, 1)", 2, k928 },
  { "(s, t) -> CASE WHEN NOT '%' THEN '1abc' NOT GLOB '*[]x]*' ELSE s END", 2, k929 },
  { "(s, t) -> char(-1, unicode(t LIKE '_' ESCAPE '\134')) LIKE '%\346\227\245%' ESCAPE '\134'", 2, k930 },
  { "(s, t) -> like('', (CASE '%' WHEN t THEN '-0' WHEN 2 THEN 'a%' ELSE s END) NOT LIKE '%x')", 2, k931 },
  { "(s, t) -> substr(((CASE WHEN s THEN s END) < (s COLLATE NOCASE >= (-3.75))) NOT LIKE lower(t), 0, 64)", 2, k932 },
  { "(s, t) -> rtrim(min(t, (-3.75) COLLATE RTRIM), s)", 2, k933 },
  { "(s, t) -> quote(typeof(s))", 2, k934 },
  { "(s, t) -> substring(2.5, 3, '2')", 2, k935 },
  { "(s, t) -> upper(s)", 2, k936 },
  { "(s, t) -> replace(hex(s) IN (s, s), '%' / s, '\303\251')", 2, k937 },
  { "(s, t) -> ltrim(-9223372036854775807, t) NOT BETWEEN ifnull(t, s) AND 9223372036854775807", 2, k938 },
  { "(s, t) -> replace(+(CASE -1 WHEN '1e3' THEN round(s) WHEN t THEN s ELSE hex(s) END), length(s), NULL)", 2, k939 },
  { "(s, t) -> ~(round(0 NOT BETWEEN (x'') AND '_') IS printf('%g', replace(s, t, 'XY')))", 2, k940 },
  { "(s, t) -> -typeof(abs(s))", 2, k941 },
  { "(s, t) -> trim(iif('AbC', 2, s))", 2, k942 },
  { "(s, t) -> abs('abc') NOTNULL", 2, k943 },
  { "(s, t) -> (s + (NOT s)) GLOB '*[a-c]*'", 2, k944 },
  { "(s, t) -> replace(max(t COLLATE RTRIM, -9223372036854775807), NULL, NULL)", 2, k945 },
  { "(s, t) -> unicode(printf('%.2g', s))", 2, k946 },
  { "(s, t) -> (s LIKE 'abc' ESCAPE '\134') LIKE '%\134_%' ESCAPE '\134'", 2, k947 },
  { "(s, t) -> (NOT ' 12 ') NOT BETWEEN coalesce(2, 1) AND s", 2, k948 },
  { "(s, t) -> (+hex(CASE WHEN s THEN 7 ELSE t END)) NOT IN ((length(t) | like('%x', 'x')) ISNULL, s)", 2, k949 },
  { "(s, t) -> rtrim(s NOT IN (s, -0.0)) NOT BETWEEN 100 AND 1e15", 2, k950 },
  { "(s, t) -> (2.5 COLLATE NOCASE >= 9223372036854775807) || coalesce(s, 1)", 2, k951 },
  { "(s, t) -> ifnull(like('_', 'x'), CASE s WHEN t THEN s WHEN -3.75 THEN t ELSE t END) <> CAST(1 || s AS REAL)", 2, k952 },
  { "(s, t) -> upper(iif(t, s, s) == 100 NOT NULL)", 2, k953 },
  { "(s, t) -> CAST(min(trim(t COLLATE RTRIM > (-1)) COLLATE NOCASE, ifnull(replace(7, s, 'XY'), (-1) >> t)) AS TEXT)", 2, k954 },
  { "(s, t) -> hex(t)", 2, k955 },
  { "(s, t) -> hex(NOT substr('1abc', NULL, 1.5))", 2, k956 },
  { "(s, t) -> char(-1, unicode(s))", 2, k957 },
  { "(s, t) -> '0x1F' BETWEEN nullif(substr(0, 2, -9223372036854775807) GLOB '*[a-c]*', t) AND ' 12 '", 2, k958 },
  { "(s, t) -> trim(+min(s, s COLLATE RTRIM), substr(-0.0, -1, -9223372036854775807))", 2, k959 },
  { "(s, t) -> round(replace(replace(t, length(s), 1), unicode(x''), 1), NULL)", 2, k960 },
  { "(s, t) -> rtrim(t) GLOB upper(t)", 2, k961 },
  { "(s, t) -> typeof(quote(t)) << max('3', typeof(s) COLLATE RTRIM)", 2, k962 },
  { "(s, t) -> rtrim(printf('%e', 2))", 2, k963 },
  { "(s, t) -> nullif(rtrim(s & t), replace(3, x'', '') NOT IN (iif(-9223372036854775807, t, t), 0.1))", 2, k964 },
  { "(s, t) -> quote(max(instr('AbC', s), hex(s) COLLATE RTRIM)) <> (iif(max(s, '-0'), ltrim(s, 7), '_') COLLATE RTRIM IS abs(3))", 2, k965 },
  { "(s, t) -> min(like(t, t || 'x'), ((-9223372036854775807) LIKE '' ESCAPE '\134') COLLATE RTRIM)", 2, k966 },
  { "(s, t) -> hex(rtrim(s, '\303\251\346\227\245')) LIKE '%'", 2, k967 },
  { "(s, t) -> nullif('1e3', NOT (s LIKE '%c' ESCAPE '\134'))", 2, k968 },
  { "(s, t) -> coalesce(t, 1) NOT NULL", 2, k969 },
  { "(s, t) -> substring(trim(substring('1e3' IS NULL, 2)), 5, 1.5)", 2, k970 },
  { "(s, t) -> CAST('abc' AS REAL)", 2, k971 },
  { "(s, t) -> 9223372036854775807 GLOB '\077*'", 2, k972 },
  { "(s, t) -> char(-1, unicode(round('0x1F', NULL) * CAST(7 AS TEXT)))", 2, k973 },
  { "(s, t) -> (-format('%-+9.2e', CASE '' WHEN s THEN 0 WHEN 0 THEN x'6162' ELSE s END)) NOTNULL", 2, k974 },
  { "(s, t) -> nullif('1abc' COLLATE NOCASE, round(min('x' LIKE 'abc', lower(s), s), -9223372036854775807))", 2, k975 },
  { "(s, t) -> substr(2.5 COLLATE BINARY IS s, '2')", 2, k976 },
  { "(s, t) -> lower((substring(s, 9223372036854775807, 5) AND s) COLLATE BINARY < s)", 2, k977 },
  { "(s, t) -> coalesce(CAST(ifnull(t, 'abc') AS REAL), s)", 2, k978 },
  { "(s, t) -> max((t NOT IN (t, t)) <> nullif(t COLLATE NOCASE, s), trim(9223372036854775807, '3'))", 2, k979 },
  { "(s, t) -> -ltrim(2.5 NOTNULL)", 2, k980 },
  { "(s, t) -> hex(max(-1, t) & substr(0.1, 5, 1.5))", 2, k981 },
  { "(s, t) -> (1 COLLATE RTRIM > t) COLLATE NOCASE > (-0.0)", 2, k982 },
  { "(s, t) -> substring(max(1 IS NULL, trim(s, s)) OR iif(upper(s), s, unicode('a%')), -1)", 2, k983 },
  { "(s, t) -> ltrim(+s, -9223372036854775807) COLLATE BINARY IS ((CASE 0.1 WHEN s THEN s WHEN '' THEN t ELSE '2.5' END) BETWEEN nullif(t COLLATE RTRIM, s) AND 1e15)", 2, k984 },
  { "(s, t) -> upper(('0x1F' IS t) LIKE lower(t) ESCAPE '\134') = like('%\303\226%', CASE WHEN like('%x', 7) THEN t ELSE replace(s, t, '\303\251') END)", 2, k985 },
  { "(s, t) -> upper(substring(iif(NULL, x'', t), 64, -1))", 2, k986 },
  { "(s, t) -> CAST(trim(s) AS NUMERIC)", 2, k987 },
  { "(s, t) -> max(s COLLATE RTRIM, round(instr(s != '1abc', '1e3')))", 2, k988 },
  { "(s, t) -> ((s OR t) NOT LIKE '%\134_%') IS NOT iif(CASE WHEN t THEN '3' ELSE s END, '2.5', substring(t, 9223372036854775807, 3))", 2, k989 },
  { "(s, t) -> (7 <> printf('%5c', 7)) COLLATE NOCASE <= substring(max(t, ' 12 ' COLLATE RTRIM), -9223372036854775807)", 2, k990 },
  { "(s, t) -> abs(rtrim(replace(s, t, '-')))", 2, k991 },
  { "(s, t) -> hex(('AbC' * '\303\251\346\227\245') LIKE '%' ESCAPE '\134')", 2, k992 },
  { "(s, t) -> nullif(max(min(unicode(s), abs(t) COLLATE RTRIM) COLLATE NOCASE, substr(like(t, t), 1.5, 9223372036854775807)), CASE WHEN instr(2, s) NOT LIKE 'a%' THEN length(quote(s)) ELSE round(+s) END)", 2, k993 },
  { "(s, t) -> ltrim(char(-1, unicode(nullif(2, s))), (-0.0) NOTNULL)", 2, k994 },
  { "(s, t) -> round(abs(+substring(' 12 ', '2')))", 2, k995 },
  { "(s, t) -> like(t, (-1) COLLATE BINARY < 1)", 2, k996 },
  { "(s, t) -> replace(0.1, '1abc', '-') * ('x' != 0)", 2, k997 },
  { "(s, t) -> substring(' ' GLOB '[!a]*', 1.5, 2)", 2, k998 },
  { "(s, t) -> (CASE WHEN s THEN s END) COLLATE RTRIM > ('x' * s)", 2, k999 },
  { "(s, t) -> substring((NOT t) | replace(s, '1abc', NULL), '2', 64)", 2, k1000 },
  { "(s, t) -> char(0, unicode(3)) LIKE 'x%' ESCAPE '\134'", 2, k1001 },
  { "(s, t) -> max((' ' > s) COLLATE RTRIM, s LIKE 'x\134%')", 2, k1002 },
  { "(s, t) -> substring(s, 1.5, '2')", 2, k1003 },
  { "(s, t) -> 'a%'", 2, k1004 },
  { "(s, t) -> length(1.0) IS NOT NULL", 2, k1005 },
  { "(s, t) -> (typeof(substr(s, NULL, 64)) NOT LIKE 'A_C') IS NULL", 2, k1006 },
  { "(s, t) -> ~NULL", 2, k1007 },
  { "(s, t) -> hex(replace(7, ' 12 ', '') NOT BETWEEN (-' ') AND t)", 2, k1008 },
  { "(s, t) -> iif((('0x1F' || t) ISNULL) > ((-3.75) % '_'), char(1114112, unicode(abs(2.5 | t))), hex((NOT 9223372036854775807) LIKE t ESCAPE '\134'))", 2, k1009 },
  { "(s, t) -> min(t, trim(CASE WHEN s THEN s ELSE x'6162' END, printf('%Q', s)) COLLATE NOCASE)", 2, k1010 },
  { "(s, t) -> typeof(s NOT GLOB '[^a]*') IS NOT max(NOT (s IS NULL), trim(1.0), s)", 2, k1011 },
  { "(s, t) -> t NOTNULL", 2, k1012 },
  { "(s, t) -> t LIKE '_' ESCAPE '\134'", 2, k1013 },
  { "(s, t) -> substring(substring(CASE WHEN -0.0 THEN -3.75 ELSE t END, '2', -9223372036854775807), 5)", 2, k1014 },
  { "(s, t) -> ltrim(CASE 0.1 WHEN NULL THEN t WHEN s THEN -1 ELSE s END) COLLATE RTRIM <= replace(printf('%10.4e', t), t LIKE '%\346\227\245%' ESCAPE '\134', '-')", 2, k1015 },
  { "(s, t) -> char(0x1F600, unicode(2))", 2, k1016 },
  { "(s, t) -> CASE (lower(t) NOTNULL) NOT GLOB '*' WHEN x'6162' THEN ' ' WHEN s THEN s ELSE abs(hex(CASE s WHEN s THEN s WHEN t THEN t ELSE t END)) END", 2, k1017 },
  { "(s, t) -> substr(iif(1, '2.5', s), '2')", 2, k1018 },
  { "(s, t) -> rtrim(iif(s BETWEEN s AND s, typeof('2.5'), (-0.0) LIKE ''), instr(1.0, s)) NOT GLOB '*\346\227\245*'", 2, k1019 },
  { "(s, t) -> replace(min(t, ((s LIKE '_b_' ESCAPE '\134') LIKE '_b_' ESCAPE '\134') COLLATE RTRIM), nullif(-3.75, 3), NULL)", 2, k1020 },
  { "(s, t) -> 'a%' NOT BETWEEN round(CASE WHEN CAST(s AS INTEGER) THEN ifnull(-0.0, 2) ELSE substr(t, 64) END, -2) AND 1.0", 2, k1021 },
  { "(s, t) -> unicode(min(format('%-+9.2e', t) COLLATE NOCASE, ifnull(nullif(s, 0), -0.0)))", 2, k1022 },
  { "(s, t) -> max('_', ('_' NOT BETWEEN 1e15 AND 1) NOT IN (nullif('\303\251\346\227\245' COLLATE NOCASE, ' '), s), t)", 2, k1023 },
  { "(s, t) -> rtrim(nullif(nullif(100 NOT LIKE '', substring(s, 1)), 2), '1abc' LIKE '%\303\226%' ESCAPE '\134')", 2, k1024 },
  { "(s, t) -> rtrim(NOT (-1))", 2, k1025 },
  { "(s, t) -> (CASE WHEN 1 THEN 'abc' ELSE -3.75 END) NOT LIKE '%x'", 2, k1026 },
  { "(s, t) -> max(s, nullif(t NOT BETWEEN s AND s, (-9223372036854775807) LIKE '%_%') COLLATE RTRIM)", 2, k1027 },
  { "(s, t) -> char(1114112, unicode(substr(s, -1)))", 2, k1028 },
  { "(s, t) -> substr(char(-1, unicode(t BETWEEN ' 12 ' AND 'a%')), -2, 1) COLLATE RTRIM IS min(replace(s, t, '\303\251'), s)", 2, k1029 },
  { "(s, t) -> like('_', 100)", 2, k1030 },
  { "(s, t) -> CASE WHEN rtrim('\303\251\346\227\245', t) THEN min(t COLLATE NOCASE, x'6162') ELSE t END", 2, k1031 },
  { "(s, t) -> nullif('2.5', CASE WHEN t NOTNULL THEN t BETWEEN 7 AND t ELSE unicode(s) END)", 2, k1032 },
  { "(s, t) -> iif(CAST('_' = t AS TEXT), lower(round(t)), unicode('abc'))", 2, k1033 },
  { "(s, t) -> lower(typeof(s))", 2, k1034 },
  { "(s, t) -> max(ltrim(s), length(t) COLLATE NOCASE)", 2, k1035 },
  { "(s, t) -> char(65, unicode(length('2.5'))) NOT LIKE 'x%'", 2, k1036 },
  { "(s, t) -> char(1114112, unicode(char(-1, unicode(hex(NULL))))) OR t", 2, k1037 },
  { "(s, t) -> trim(substring(x'6162', 2)) NOT LIKE '%_%'", 2, k1038 },
  { "(s, t) -> max('0x1F', 7) > hex(t)", 2, k1039 },
  { "(s, t) -> instr(unicode(length(unicode(s))), rtrim('', t))", 2, k1040 },
  { "(s, t) -> substring(abs(length(t)), 0)", 2, k1041 },
  { "(s, t) -> substr(t, 9223372036854775807, NULL) NOT BETWEEN (CASE WHEN char(1114112, unicode(s ISNULL)) THEN -0.0 ELSE nullif(replace(s, s, 'XY'), s) END) AND t", 2, k1042 },
  { "(s, t) -> max(iif(unicode('3'), t LIKE t ESCAPE '\134', s), like('%\303\226%', s GLOB 'x*') COLLATE RTRIM)", 2, k1043 },
  { "(s, t) -> CAST(ifnull(ltrim(replace(s, s, 1), '\303\251\346\227\245'), NOT length(s)) AS BLOB)", 2, k1044 },
  { "(s, t) -> NOT ltrim(s NOT IN (t, t), substr(s, '2', 1.5))", 2, k1045 },
  { "(s, t) -> hex(ltrim(t) LIKE 'x\134%' ESCAPE '\134') BETWEEN round(s) AND s", 2, k1046 },
  { "(s, t) -> length(substring(s GLOB '*[]x]*', '2', -1))", 2, k1047 },
  { "(s, t) -> max('0x1F' COLLATE BINARY != ' ', t COLLATE NOCASE)", 2, k1048 },
  { "(s, t) -> nullif(ltrim(substring('0x1F', 3)), ' 12 ' IS NOT NULL = s)", 2, k1049 },
  { "(s, t) -> ((~substr('0x1F', -1, 2)) | substring(round(-1, 1), t, 9223372036854775807)) + hex(t)", 2, k1050 },
  { "(s, t) -> substring(unicode(CASE WHEN '\303\251\346\227\245' COLLATE NOCASE > (-9223372036854775807) THEN format('% d|%-6i|', 'abc', '') END), 3)", 2, k1051 },
  { "(s, t) -> NULL % like('%', like('%', t) NOT LIKE 'x\134%')", 2, k1052 },
  { "(s, t) -> iif(length(replace(s, s, '-')), (s & 'abc') GLOB '*[a-c]*', substr(round(s), 64)) NOT GLOB '*['", 2, k1053 },
  { "(s, t) -> substr(abs('abc'), 9223372036854775807)", 2, k1054 },
  { "(s, t) -> hex(substring(s, -9223372036854775807, 0))", 2, k1055 },
  { "(s, t) -> round(t, -2) COLLATE NOCASE <= like(t, -3.75)", 2, k1056 },
  { "(s, t) -> coalesce('abc', hex(t))", 2, k1057 },
  { "(s, t) -> (NOT (t LIKE '%' ESCAPE '\134')) + '_'", 2, k1058 },
  { "(s, t) -> replace((CASE 0 WHEN s THEN s WHEN s THEN s ELSE s END) IN ('abc', s), abs(t), '') || instr(~2 < unicode(t), format('%s-%s', -0.0, s))", 2, k1059 },
  { "(s, t) -> (t GLOB '*[a-c]*') NOT GLOB '*[]x]*'", 2, k1060 },
  { "(s, t) -> min('\303\251\346\227\245', '\303\251\346\227\245') COLLATE NOCASE IS s", 2, k1061 },
  { "(s, t) -> format('%.2g', printf('%i', t))", 2, k1062 },
  { "(s, t) -> CAST(hex(t NOT GLOB upper(t)) AS REAL)", 2, k1063 },
  { "(s, t) -> printf('%.2g', t BETWEEN iif(x'', s, 0.1) AND s)", 2, k1064 },
  { "(s, t) -> coalesce(coalesce('AbC', max(iif('x', -9223372036854775807, s) COLLATE NOCASE, coalesce(t, s))), upper(hex(trim(s, s))))", 2, k1065 },
  { "(s, t) -> like(t, s <= '1abc')", 2, k1066 },
  { "(s, t) -> nullif(CAST('_' AS REAL) NOT GLOB 'a*', replace('%' >= 1, 3, 'XY') != like(lower(t), (-1) COLLATE NOCASE <= s))", 2, k1067 },
  { "(s, t) -> round(format('%10.4e', min(t, s COLLATE NOCASE)))", 2, k1068 },
  { "(s, t) -> like('a%', substring(rtrim(max(s COLLATE RTRIM, -1)), 1))", 2, k1069 },
  { "(s, t) -> +substr(s, 9223372036854775807)", 2, k1070 },
  { "(s, t) -> t GLOB '[a-]*'", 2, k1071 },
  { "(s, t) -> upper(like('%', max(t, max('\303\251\346\227\245', t, s) COLLATE NOCASE)))", 2, k1072 },
  { "(s, t) -> (CASE 3 WHEN t THEN -9223372036854775807 WHEN s THEN 1 ELSE '-0' END) BETWEEN char(1114112, unicode(s)) AND s", 2, k1073 },
  { "(s, t) -> iif(s LIKE '%\134_%', substring(t, 64), s)", 2, k1074 },
  { "(s, t) -> substring(~s, 3, t)", 2, k1075 },
  { "(s, t) -> round((-3.75) BETWEEN '_' AND t, -9223372036854775807) >= NULL", 2, k1076 },
  { "(s, t) -> trim(length(t IS 1.0), format('%s-%s', t, s))", 2, k1077 },
  { "(s, t) -> trim(~ltrim(instr('0x1F', t)), s)", 2, k1078 },
  { "(s, t) -> min(max(replace(t, -1, 1) COLLATE NOCASE, substr(0.1, 0)), (CASE unicode(s) WHEN NULL THEN typeof(s) WHEN abs(s) THEN s ELSE NOT t END) COLLATE NOCASE) IS s", 2, k1079 },
  { "(s, t) -> min((NOT max(s, 2.5)) COLLATE RTRIM, replace(char(-1, unicode(t)), printf('%e', t), 1))", 2, k1080 },
  { "(s, t) -> format('%.2g', abs(unicode(s)) LIKE 'x%' ESCAPE '\134')", 2, k1081 },
  { "(s, t) -> ltrim(max(nullif(s COLLATE RTRIM, s IN ('AbC', 3)) COLLATE RTRIM, nullif(rtrim(x'6162', 2), -1)))", 2, k1082 },
  { "(s, t) -> ifnull(CASE abs(7) WHEN 100 THEN substring(CAST(' ' AS TEXT), 2, -1) WHEN upper(CAST(t AS INTEGER)) THEN s ELSE like('%b%', replace(t, '', 1)) END, format('%i', ' 12 ') != (+ltrim(t)))", 2, k1083 },
  { "(s, t) -> s / (CAST(9223372036854775807 AS NUMERIC) NOTNULL) AND ((CASE t WHEN 2.5 THEN t WHEN 0 THEN s ELSE t END) LIKE 'x\134%' ESCAPE '\134')", 2, k1084 },
  { "(s, t) -> rtrim(hex(t) IN (t != '', s), nullif(s, '3')) NOT LIKE t", 2, k1085 },
  { "(s, t) -> char(65, unicode('%')) GLOB '*'", 2, k1086 },
  { "(s, t) -> ' ' NOT IN (CAST('0x1F' AS NUMERIC), ' 12 ')", 2, k1087 },
  { "(s, t) -> NOT ltrim(s, 'a%')", 2, k1088 },
  { "(s, t) -> substr(round(format('%d', s), '2'), '2')", 2, k1089 },
  { "(s, t) -> abs(s) < (abs(s LIKE 'x%') >= '-0')", 2, k1090 },
  { "(s, t) -> (0.1 COLLATE RTRIM <= s) BETWEEN (9223372036854775807 != 'x') AND s", 2, k1091 },
  { "(s, t) -> (t IN (s, s)) IN (length(s), s)", 2, k1092 },
  { "(s, t) -> min(s COLLATE BINARY < 1e15, min(t, ' '))", 2, k1093 },
  { "(s, t) -> (max(s, 0, s) IN (abs(s), x'6162')) GLOB '*x'", 2, k1094 },
  { "(s, t) -> upper((-1) GLOB '\077*')", 2, k1095 },
  { "(s, t) -> hex(coalesce(like('%\303\226%', iif(t, 3, t)), CAST(CASE WHEN '_' THEN s ELSE 1e15 END AS NUMERIC)))", 2, k1096 },
  { "(s, t) -> round(length(t))", 2, k1097 },
  { "(s, t) -> rtrim(s, 100) == substring('\303\251\346\227\245', 3)", 2, k1098 },
  { "(s, t) -> ifnull(format('%+05d', 'x'), replace(s, t, '-'))", 2, k1099 },
  { "(s, t) -> char(65, unicode(max(2.5, nullif(9223372036854775807 COLLATE NOCASE, '1abc'))))", 2, k1100 },
  { "(s, t) -> like('a%', char(233, unicode(t COLLATE BINARY < t)) IN ('x', s))", 2, k1101 },
  { "(s, t) -> NOT char(233, unicode(max(char(-1, unicode('1e3')), typeof(t))))", 2, k1102 },
  { "(s, t) -> (s NOT BETWEEN hex(2) AND (-9223372036854775807)) BETWEEN '-0' AND s", 2, k1103 },
  { "(s, t) -> ~(like(lower(t), 7) << 0)", 2, k1104 },
  { "(s, t) -> nullif(' 12 ' / t, 0)", 2, k1105 },
  { "(s, t) -> max(like('_', t) COLLATE NOCASE, max(s COLLATE RTRIM, NULL))", 2, k1106 },
  { "(s, t) -> length(~(NOT t)) == iif(substr(CAST(t AS REAL), -1), -instr('%', '1e3'), like('a%', t NOT BETWEEN t AND s))", 2, k1107 },
  { "(s, t) -> rtrim(NOT t, min(s COLLATE NOCASE, 0))", 2, k1108 },
  { "(s, t) -> nullif(s COLLATE RTRIM, format('%g', typeof(x'' == s)))", 2, k1109 },
  { "(s, t) -> nullif('%', 'AbC') BETWEEN hex(s) AND ' 12 '", 2, k1110 },
  { "(s, t) -> abs(round(2, 0))", 2, k1111 },
  { "(s, t) -> typeof(typeof(hex('abc')))", 2, k1112 },
  { "(s, t) -> abs(unicode(t BETWEEN t AND t))", 2, k1113 },
  { "(s, t) -> nullif(t COLLATE RTRIM, ltrim(abs('1abc')))", 2, k1114 },
  { "(s, t) -> coalesce(t, (x'6162') & (s IS NOT s))", 2, k1115 },
  { "(s, t) -> max(t, s COLLATE NOCASE)", 2, k1116 },
  { "(s, t) -> nullif(((CASE t WHEN t THEN s WHEN '' THEN '' ELSE '1e3' END) LIKE '%b%') COLLATE RTRIM, upper(unicode(s)))", 2, k1117 },
  { "(s, t) -> replace(ifnull(7, s) GLOB '[a-]*', s LIKE '%_%' ESCAPE '\134', '-')", 2, k1118 },
  { "(s, t) -> -(t % t)", 2, k1119 },
  { "(s, t) -> like('x%', like('%x', ltrim('a%' LIKE t ESCAPE '\134', t)))", 2, k1120 },
  { "(s, t) -> CASE lower(0) WHEN '1e3' THEN s WHEN s != t THEN 100 ELSE -3.75 END", 2, k1121 },
  { "(s, t) -> (~'x') IS NULL", 2, k1122 },
  { "(s, t) -> substring(lower(0.1), NULL, -9223372036854775807)", 2, k1123 },
  { "(s, t) -> CASE WHEN -3.75 THEN (ltrim(t) NOT LIKE '_b_') COLLATE BINARY < length(CASE WHEN '\303\251\346\227\245' THEN s ELSE t END) END", 2, k1124 },
  { "(s, t) -> ~(-0.0)", 2, k1125 },
  { "(s, t) -> CASE WHEN char(1114112, unicode(NULL)) LIKE lower(t) ESCAPE '\134' THEN +max(substring(s, 5) COLLATE NOCASE, t COLLATE NOCASE <= s) END", 2, k1126 },
  { "(s, t) -> min(abs(s) COLLATE NOCASE, abs(-9223372036854775807)) | substr(typeof(t), 0)", 2, k1127 },
  { "(s, t) -> instr(t, substr(t, 64, '2'))", 2, k1128 },
  { "(s, t) -> CAST(CASE hex(1e15) WHEN t THEN '1e3' WHEN NULL THEN s ELSE 'AbC' | 0 END AS BLOB) NOT GLOB '[^a]*'", 2, k1129 },
  { "(s, t) -> coalesce(s, (-3.75) NOT BETWEEN s AND 'AbC') BETWEEN ((9223372036854775807 << t) COLLATE BINARY >= lower(t)) AND t", 2, k1130 },
  { "(s, t) -> ltrim(0 <> (min(s, 0, s) - s), s LIKE '%_%' ESCAPE '\134')", 2, k1131 },
  { "(s, t) -> t * min(substring(s, '2', 1) COLLATE NOCASE, typeof(t % t))", 2, k1132 },
  { "(s, t) -> ((+1) LIKE '%\346\227\245%' ESCAPE '\134') NOT IN (NULL, 3)", 2, k1133 },
  { "(s, t) -> substring(quote(t) IS char(NULL, unicode(s)), 1, -1)", 2, k1134 },
  { "(s, t) -> quote(NOT replace(x'6162', s || s, '\303\251'))", 2, k1135 },
  { "(s, t) -> ltrim('1abc' / 0) COLLATE RTRIM IS (hex(s) IS NOT NULL)", 2, k1136 },
  { "(s, t) -> like('A_C', substr(round(x'6162', 3), 2, NULL))", 2, k1137 },
  { "(s, t) -> trim(min((NOT iif(s, t, t)) COLLATE NOCASE, -3.75))", 2, k1138 },
  { "(s, t) -> like('%b%', (-1) NOT BETWEEN (-3.75) AND NULL)", 2, k1139 },
  { "(s, t) -> unicode(-1) NOT GLOB '\077*'", 2, k1140 },
  { "(s, t) -> like('%\134_%', like('%\303\226%', s NOT GLOB '*x')) NOT GLOB t", 2, k1141 },
  { "(s, t) -> iif(iif(s, 1, t), char(0x1F600, unicode(-1)), s NOT GLOB '[!a]*')", 2, k1142 },
  { "(s, t) -> CAST(2 + s AS TEXT)", 2, k1143 },
  { "(s, t) -> substring(iif(s, NULL, t), -9223372036854775807)", 2, k1144 },
  { "(s, t) -> min(s, (replace('x' IS NOT s, iif(1.0, -3.75, -3.75), '-') COLLATE NOCASE != instr('a%', like('abc', 0.1))) COLLATE NOCASE)", 2, k1145 },
  { "(s, t) -> substr(instr(s BETWEEN s AND '2.5', t COLLATE RTRIM = ' '), -1, -1)", 2, k1146 },
  { "(s, t) -> (CASE 2 WHEN t THEN 1.0 WHEN t THEN t ELSE '1abc' END) NOTNULL", 2, k1147 },
  { "(s, t) -> round(CAST(max(x'', 1) AS INTEGER), 0)", 2, k1148 },
  { "(s, t) -> trim(NOT 0)", 2, k1149 },
  { "(s, t) -> (-1) GLOB '*x'", 2, k1150 },
  { "(s, t) -> NOT (format('%-+9.2e', ' 12 ') NOT IN (t BETWEEN t AND '2.5', '0x1F'))", 2, k1151 },
  { "(s, t) -> trim('AbC')", 2, k1152 },
  { "(s, t) -> char(0, unicode(1e15))", 2, k1153 },
  { "(s, t) -> substring(-3.75, 3, 2)", 2, k1154 },
  { "(s, t) -> char(-1, unicode(CASE abs(-3.75) WHEN 100 THEN coalesce(t IS NOT s, nullif(7, t)) WHEN coalesce(rtrim(-0.0), ~1) THEN 1.0 ELSE substring(round(s), 1, 1.5) END))", 2, k1155 },
  { "(s, t) -> CASE coalesce(min(s >> 2.5, (s COLLATE NOCASE <= 'a%') COLLATE NOCASE), round('x', NULL) NOT NULL) WHEN -3.75 THEN min(ifnull(s, t), (CASE 2.5 WHEN s THEN s WHEN 100 THEN 'x' ELSE t END) COLLATE NOCASE) NOT LIKE '%_%' WHEN s LIKE t THEN ' 12 ' ELSE substr(nullif(max(s, s), char(-1, unicode(s))), 5, 1.5) END", 2, k1156 },
  { "(s, t) -> min(iif(t, s, s), unicode('x'))", 2, k1157 },
  { "(s, t) -> max(typeof(substring(t, 9223372036854775807)), round(t), 'a%')", 2, k1158 },
  { "(s, t) -> substr(coalesce('3', '1e3') <= (t LIKE '%_%' ESCAPE '\134'), 64, '2') IS NULL", 2, k1159 },
  { "(s, t) -> ltrim((2 || s) - max(t, 'a%'))", 2, k1160 },
  { "(s, t) -> substring(s | -1, 2, 1.5)", 2, k1161 },
  { "(s, t) -> iif('2.5', s, s) GLOB '*'", 2, k1162 },
  { "(s, t) -> instr(CASE round(2) WHEN s THEN NOT s WHEN s <> NULL THEN s ELSE ~s END, format('%.3s', s)) NOT LIKE 'a%'", 2, k1163 },
  { "(s, t) -> hex(like('x\134%', like('%\303\226%', substr(2.5, '2'))))", 2, k1164 },
  { "(s, t) -> CAST(length('abc') AS INTEGER)", 2, k1165 },
  { "(s, t) -> max(like('x\134%', unicode(s)) NOT BETWEEN 3 AND t, 2 COLLATE RTRIM)", 2, k1166 },
  { "(s, t) -> rtrim(s, 0.1)", 2, k1167 },
  { "(s, t) -> CASE WHEN NULL * 1e15 THEN printf('%5.2f', t) END", 2, k1168 },
  { "(s, t) -> printf('%-8s|', like('x\134%', rtrim(hex('3'), 2.5 || (-1))))", 2, k1169 },
  { "(s, t) -> t NOT BETWEEN (-1) AND s", 2, k1170 },
  { "(s, t) -> nullif(trim(t), 0)", 2, k1171 },
  { "(s, t) -> round(100 BETWEEN s AND 2, 9223372036854775807)", 2, k1172 },
  { "(s, t) -> nullif('\303\251\346\227\245', CAST(-3.75 AS BLOB))", 2, k1173 },
  { "(s, t) -> rtrim(length(t)) NOT LIKE '%'", 2, k1174 },
  { "(s, t) -> coalesce(s IS NOT s, iif(s, ' 12 ', -3.75)) BETWEEN (s < (CASE WHEN s THEN '%' END)) AND 'abc'", 2, k1175 },
  { "(s, t) -> NOT upper(NOT (t & '2.5'))", 2, k1176 },
  { "(s, t) -> instr(t LIKE 'a%', t NOT LIKE t)", 2, k1177 },
  { "(s, t) -> round(t, -2)", 2, k1178 },
  { "(s, t) -> ~(-s)", 2, k1179 },
  { "(s, t) -> lower((t NOT BETWEEN s AND s) | 3 % s)", 2, k1180 },
  { "(s, t) -> ltrim('0x1F', max('abc', s COLLATE RTRIM)) NOT LIKE '%\346\227\245%'", 2, k1181 },
  { "(s, t) -> substr(trim('3', s) COLLATE BINARY < ((-0.0) < 0), -9223372036854775807, 3) << unicode(like(lower(t), hex(s)))", 2, k1182 },
  { "(s, t) -> CASE WHEN ifnull(t, s) OR s THEN lower('1abc') END", 2, k1183 },
  { "(s, t) -> substring(s >> ' ', 0)", 2, k1184 },
  { "(s, t) -> instr(t NOT IN (t, -1), CASE 0.1 WHEN '%' THEN '%' WHEN s THEN t ELSE '\303\251\346\227\245' END) <> substring(substring(t, 1), 1, 64)", 2, k1185 },
  { "(s, t) -> substr(instr(t <> t, replace('2.5', 0.1, 1)), 1)", 2, k1186 },
  { "(s, t) -> '' LIKE t ESCAPE '\134'", 2, k1187 },
  { "(s, t) -> upper(char(1114112, unicode(s)))", 2, k1188 },
  { "(s, t) -> upper(substring(s, 2, NULL))", 2, k1189 },
  { "(s, t) -> CASE WHEN char(1114112, unicode(-1)) COLLATE RTRIM < '%' THEN CASE quote(t) WHEN 3 THEN round(t, 5) WHEN s COLLATE RTRIM = 'AbC' THEN s ELSE hex(1e15) END END", 2, k1190 },
  { "(s, t) -> ifnull(nullif(s, '0x1F'), t + t)", 2, k1191 },
  { "(s, t) -> iif(-ltrim(t), CAST(NOT '-0' AS TEXT), CAST(1e15 AS NUMERIC) NOT LIKE 'x\134%')", 2, k1192 },
  { "(s, t) -> substring(round(s NOT IN (t, 1.0)), 1.5)", 2, k1193 },
  { "(s, t) -> (~hex(s)) << length(hex(s))", 2, k1194 },
  { "(s, t) -> like('%b%', upper('1abc') IS NOT max(s COLLATE RTRIM, 'AbC'))", 2, k1195 },
  { "(s, t) -> unicode(~'2.5')", 2, k1196 },
  { "(s, t) -> format('%x|%o', 0, s LIKE '%c' ESCAPE '\134')", 2, k1197 },
  { "(s, t) -> ifnull(substring(1, '2'), abs(s))", 2, k1198 },
  { "(s, t) -> -s", 2, k1199 },
  { "(s, t) -> substr((s GLOB 'a*') NOT IN (t IS NOT NULL, t), -1, 5)", 2, k1200 },
  { "(s, t) -> min(typeof(replace('-0' NOT GLOB '[^a]*', replace(1e15, 'a%', ''), '')) COLLATE NOCASE, replace(t, substr(0.1, 3, 2), 1))", 2, k1201 },
  { "(s, t) -> quote(100)", 2, k1202 },
  { "(s, t) -> unicode(1)", 2, k1203 },
  { "(s, t) -> hex(2)", 2, k1204 },
  { "(s, t) -> instr(CASE WHEN s THEN replace(s, NULL, '\303\251') ELSE s NOT GLOB '[a-]*' END, CAST(-1 AS TEXT))", 2, k1205 },
  { "(s, t) -> instr(((x'') LIKE '_b_' ESCAPE '\134') = '\303\251\346\227\245', iif(x'6162', s, -9223372036854775807))", 2, k1206 },
  { "(s, t) -> CAST(CAST(s AS BLOB) AS NUMERIC)", 2, k1207 },
  { "(s, t) -> (s BETWEEN s AND 1e15) << (NOT s)", 2, k1208 },
  { "(s, t) -> CASE WHEN s THEN nullif(ltrim('AbC') < max(t, s), char(1114112, unicode(CAST(s AS NUMERIC)))) ELSE substr(9223372036854775807, 0) END", 2, k1209 },
  { "(s, t) -> hex(s NOT LIKE '')", 2, k1210 },
  { "(s, t) -> trim(substr(ltrim(1.0, 1e15), 1.5, 5), -9223372036854775807)", 2, k1211 },
  { "(s, t) -> lower(s) OR lower(t)", 2, k1212 },
  { "(s, t) -> nullif((ltrim(nullif(0, 'x'), coalesce(t, s)) == min(s, unicode(t) COLLATE RTRIM)) COLLATE RTRIM, t LIKE '%\346\227\245%' ESCAPE '\134')", 2, k1213 },
  { "(s, t) -> ltrim(like('%c', unicode(t) <= (NOT t)), NOT '1e3')", 2, k1214 },
  { "(s, t) -> nullif(min(t, t COLLATE NOCASE) ISNULL, substring(t, -2))", 2, k1215 },
  { "(s, t) -> unicode(max(quote(t) COLLATE RTRIM, (NOT 3) IS NULL))", 2, k1216 },
  { "(s, t) -> length(abs(nullif(s COLLATE NOCASE, s)))", 2, k1217 },
  { "(s, t) -> ((NOT (' 12 ' COLLATE RTRIM != ' 12 ')) GLOB '*[]x]*') BETWEEN length(s) AND s", 2, k1218 },
  { "(s, t) -> lower(CASE '2.5' WHEN ' ' THEN CAST(s AS NUMERIC) WHEN substring(t, 0, 2) THEN s ELSE s LIKE 'abc' ESCAPE '\134' END)", 2, k1219 },
  { "(s, t) -> CAST(0.1 AS BLOB)", 2, k1220 },
  { "(s, t) -> (CASE '1abc' WHEN 1e15 THEN s WHEN s THEN s ELSE 9223372036854775807 END) BETWEEN quote(t) AND 2", 2, k1221 },
  { "(s, t) -> nullif(instr(s >= substr(t, 5), iif(t, s, t)) COLLATE NOCASE, s)", 2, k1222 },
  { "(s, t) -> length(s IS substr(s, 64)) NOT BETWEEN '3' AND 'AbC'", 2, k1223 },
  { "(s, t) -> replace(0, s, '') LIKE t ESCAPE '\134'", 2, k1224 },
  { "(s, t) -> NOT (-0.0)", 2, k1225 },
  { "(s, t) -> ltrim(s, like('%\134_%', -9223372036854775807))", 2, k1226 },
  { "(s, t) -> NOT (x'6162')", 2, k1227 },
  { "(s, t) -> t != substring(min(t, '0x1F') IS substring(s, NULL, 9223372036854775807), 2, NULL)", 2, k1228 },
  { "(s, t) -> instr(min(unicode(3), nullif(s, -3.75)) NOT NULL, trim(s))", 2, k1229 },
  { "(s, t) -> unicode(NOT 'abc')", 2, k1230 },
  { "(s, t) -> char(-1, unicode(CAST(max(1.0 COLLATE NOCASE, s) AS BLOB)))", 2, k1231 },
  { "(s, t) -> CAST(instr(s, NOT ' 12 ') AS REAL)", 2, k1232 },
  { "(s, t) -> (-(quote(s) - s == t)) IN (CASE WHEN rtrim(3) BETWEEN ('2.5' <= s) AND 0 THEN instr(x'6162', s) COLLATE BINARY < ifnull(s, t) END, s)", 2, k1233 },
  { "(s, t) -> max(nullif(x'6162', s), s << s)", 2, k1234 },
  { "(s, t) -> CASE rtrim(CASE s WHEN 7 THEN 100 WHEN s THEN s ELSE unicode(t) END, s != s) WHEN 100 THEN min(hex(lower('1abc')) COLLATE RTRIM, typeof(substr(-1, 9223372036854775807, NULL))) WHEN nullif(unicode(t), CAST(min(s, 100) AS INTEGER)) THEN s ELSE s END", 2, k1235 },
  { "(s, t) -> (s <= substring(substr(1e15, 1.5, NULL), 3)) NOTNULL", 2, k1236 },
  { "(s, t) -> printf('%%%s', hex(iif(quote('%'), upper(t), s / t)))", 2, k1237 },
  { "(s, t) -> upper(t) ISNULL", 2, k1238 },
  { "(s, t) -> s NOT LIKE 'A_C'", 2, k1239 },
  { "(s, t) -> round(+(9223372036854775807 LIKE t), -1)", 2, k1240 },
  { "(s, t) -> replace(substring(9223372036854775807, 2, 2) COLLATE RTRIM <= min(s, '%'), length(s), '-')", 2, k1241 },
  { "(s, t) -> abs(nullif(instr(-0.0, s), lower(t)))", 2, k1242 },
  { "(s, t) -> ltrim('3' <> printf('%s-%s', NOT s, replace(t, 1.0, NULL)), char(233, unicode(-1)))", 2, k1243 },
  { "(s, t) -> substring(char(-1, unicode(t NOT IN ('abc', s))), 9223372036854775807)", 2, k1244 },
  { "(s, t) -> replace(ifnull(t, '-0'), min(2.5, s), '')", 2, k1245 },
  { "(s, t) -> rtrim(max((NULL IN (2, s)) <= (0 AND '_'), upper(CASE WHEN s THEN t ELSE s END) COLLATE NOCASE), s)", 2, k1246 },
  { "(s, t) -> min((2.5 GLOB '*') COLLATE RTRIM, CASE WHEN s THEN s ELSE t END)", 2, k1247 },
  { "(s, t) -> min((~s) COLLATE NOCASE, ifnull('a%', s))", 2, k1248 },
  { "(s, t) -> ltrim(coalesce(typeof(1e15), nullif('\303\251\346\227\245', '1abc')))", 2, k1249 },
  { "(s, t) -> max(substring(s, 0, NULL), unicode(1), s)", 2, k1250 },
  { "(s, t) -> (char(0x1F600, unicode(s)) % CAST(s AS BLOB)) >> (CASE WHEN replace(2, s, 1) THEN (-9223372036854775807) BETWEEN s AND '-0' END)", 2, k1251 },
  { "(s, t) -> (~(+format('%-8s|', t))) IS NOT unicode(abs(s >> t))", 2, k1252 },
  { "(s, t) -> char(1114112, unicode(NOT 2))", 2, k1253 },
  { "(s, t) -> -coalesce(s, s)", 2, k1254 },
  { "(s, t) -> coalesce(replace(s, s, NULL) IS NOT 3, substr('3', -9223372036854775807))", 2, k1255 },
  { "(s, t) -> upper('1abc')", 2, k1256 },
  { "(s, t) -> min(min(t, t) - (-9223372036854775807), s COLLATE NOCASE)", 2, k1257 },
  { "(s, t) -> trim(CASE WHEN length('0x1F') THEN max((x'') COLLATE RTRIM, t) ELSE s END, s)", 2, k1258 },
  { "(s, t) -> nullif((t NOT GLOB '*') OR '\303\251\346\227\245', ifnull('abc' NOT LIKE '%\303\226%', NULL NOT BETWEEN (-9223372036854775807) AND '2.5'))", 2, k1259 },
  { "(s, t) -> NOT typeof('%')", 2, k1260 },
  { "(s, t) -> CAST(min(rtrim('', x''), t) AS BLOB)", 2, k1261 },
  { "(s, t) -> upper(NOT char(NULL, unicode('\303\251\346\227\245')))", 2, k1262 },
  { "(s, t) -> NOT s == CASE WHEN NOT s THEN CAST(' ' AS TEXT) END", 2, k1263 },
  { "(s, t) -> nullif(min(unicode(s), min(t, s COLLATE RTRIM) COLLATE RTRIM) COLLATE RTRIM, abs(s) IN (unicode(9223372036854775807), '%'))", 2, k1264 },
  { "(s, t) -> min(((+s) COLLATE NOCASE != (~s)) IS NOT NULL, (s LIKE 'A_C' ESCAPE '\134') COLLATE RTRIM)", 2, k1265 },
  { "(s, t) -> CASE 0.1 GLOB 'a*' WHEN s THEN substr(s, '2', 3) WHEN s THEN t ELSE s GLOB 'a*' END", 2, k1266 },
  { "(s, t) -> printf('%10.4e', s) <> hex('-0')", 2, k1267 },
  { "(s, t) -> (CASE s WHEN -0.0 THEN '-0' WHEN t THEN '3' ELSE t END) IS NOT NULL", 2, k1268 },
  { "(s, t) -> lower(s NOT GLOB 'a*')", 2, k1269 },
  { "(s, t) -> ifnull(iif(unicode(t), round(t), t), upper(substring(t, -9223372036854775807, -9223372036854775807))) IS NOT NULL", 2, k1270 },
  { "(s, t) -> t IS NOT unicode(nullif('AbC', -1))", 2, k1271 },
  { "(s, t) -> unicode(trim('x', 'AbC'))", 2, k1272 },
  { "(s, t) -> (nullif(ltrim(t, '2.5'), trim(x'', 100)) * min(unicode(s), CAST('_' AS INTEGER))) NOT BETWEEN like('a%', min(NULL, typeof('%'))) AND s", 2, k1273 },
  { "(s, t) -> format('%x|%o', t, s) IS NOT replace(max(max(s, 0.1 COLLATE RTRIM), s), 1 IN (2.5, t), NULL)", 2, k1274 },
  { "(s, t) -> (s IS NOT NULL) * t", 2, k1275 },
  { "(s, t) -> abs(max(like('_b_', t), upper(' 12 ') COLLATE NOCASE)) IS NOT NULL", 2, k1276 },
  { "(s, t) -> like('%\134_%', (CASE 1 WHEN s THEN s WHEN s THEN t ELSE s END) - (s NOT GLOB '[a-]*'))", 2, k1277 },
  { "(s, t) -> +substring(typeof(3 > 3), -2)", 2, k1278 },
  { "(s, t) -> substring(NULL, -2, 1.5)", 2, k1279 },
  { "(s, t) -> round(substring('0x1F', -9223372036854775807) <= (t < t))", 2, k1280 },
  { "(s, t) -> iif(t, quote(s), s | 'x')", 2, k1281 },
  { "(s, t) -> CASE min(lower(s) COLLATE RTRIM, ltrim(-0.0)) WHEN s THEN typeof(abs('_')) WHEN 2 THEN 7 ELSE (CASE WHEN t THEN s ELSE s END) << abs(s) END", 2, k1282 },
  { "(s, t) -> substr('1abc', -2) <> hex(3 NOT BETWEEN t AND t)", 2, k1283 },
  { "(s, t) -> substr(max(t, (-3.75) COLLATE NOCASE), 3)", 2, k1284 },
  { "(s, t) -> coalesce(hex(s NOTNULL), s BETWEEN CAST('3' AS REAL) AND t) NOT NULL", 2, k1285 },
  { "(s, t) -> CASE WHEN min((t LIKE 'abc') COLLATE NOCASE, ltrim(3, 3)) THEN iif(CASE WHEN s THEN s ELSE s END, t COLLATE BINARY >= (-0.0), 'AbC' COLLATE RTRIM = ' 12 ') ELSE s END", 2, k1286 },
  { "(s, t) -> min(char(NULL, unicode(instr(t, '_'))) LIKE 'x\134%' ESCAPE '\134', hex(round(9223372036854775807, 64) GLOB '*[a-c]*') COLLATE NOCASE)", 2, k1287 },
  { "(s, t) -> typeof(abs(s == s))", 2, k1288 },
  { "(s, t) -> trim(s)", 2, k1289 },
  { "(s, t) -> replace(quote(substr('abc' NOT LIKE '%_%', '2')), length(s), 1)", 2, k1290 },
  { "(s, t) -> t | round((CASE WHEN s THEN s END) IN (unicode(s), s), '2')", 2, k1291 },
  { "(s, t) -> iif(upper(s), length(2), NOT s)", 2, k1292 },
  { "(s, t) -> hex((NOT (3 % t)) < replace(abs(1.0), s, 'XY'))", 2, k1293 },
  { "(s, t) -> NOT ltrim('3')", 2, k1294 },
  { "(s, t) -> CAST(max(s, t, s) AS BLOB) & -(CASE t WHEN s THEN s WHEN t THEN 'abc' ELSE s END)", 2, k1295 },
  { "(s, t) -> min(replace(2, s, '-'), rtrim('3', s) COLLATE RTRIM)", 2, k1296 },
  { "(s, t) -> ((1.0 NOT LIKE '%\134_%') <= abs(t OR '-0')) COLLATE NOCASE = s", 2, k1297 },
  { "(s, t) -> ((CASE abs(s) WHEN s THEN upper(t) WHEN CASE 1e15 WHEN t THEN s WHEN '-0' THEN s ELSE 'abc' END THEN t ELSE 'abc' IN (0, s) END) NOT GLOB '[!a]*') | CAST(replace(substring(s, -2), quote(s), 'XY') AS NUMERIC)", 2, k1298 },
  { "(s, t) -> hex(abs(NULL) NOT IN (max(t COLLATE RTRIM, s), s))", 2, k1299 },
  { "(s, t) -> (s > 'AbC') NOT LIKE 'x\134%'", 2, k1300 },
  { "(s, t) -> unicode(instr(-1, -0.0))", 2, k1301 },
  { "(s, t) -> nullif(rtrim(1 COLLATE RTRIM < t), (s <> t) COLLATE RTRIM >= unicode(t)) > like(lower(t), nullif(s LIKE '_', 1 AND s))", 2, k1302 },
  { "(s, t) -> s BETWEEN (like(t, s & '1e3') NOT LIKE 'abc') AND s", 2, k1303 },
  { "(s, t) -> replace(round(t) NOTNULL, abs(NULL), NULL)", 2, k1304 },
  { "(s, t) -> round(hex(CASE min(s, 0 COLLATE RTRIM) WHEN 1 THEN hex(s) WHEN t IS NOT 7 THEN 3 ELSE t LIKE '%c' ESCAPE '\134' END))", 2, k1305 },
  { "(s, t) -> (char(0, unicode(t GLOB 'x*')) IS NOT NULL) IS NOT (NOT CAST('x' AS REAL))", 2, k1306 },
  { "(s, t) -> abs(t BETWEEN s AND ' ')", 2, k1307 },
  { "(s, t) -> instr(iif(' 12 ', -9223372036854775807, t) COLLATE NOCASE >= CAST(-1 AS BLOB), '0x1F' IS NULL)", 2, k1308 },
  { "(s, t) -> NOT like('_', '\303\251\346\227\245')", 2, k1309 },
  { "(s, t) -> lower(+format('%e', 100))", 2, k1310 },
  { "(s, t) -> typeof(round('\303\251\346\227\245' NOT GLOB 'a*'))", 2, k1311 },
  { "(s, t) -> lower(s LIKE '%c')", 2, k1312 },
  { "(s, t) -> +(printf('%#x', 9223372036854775807) NOT GLOB '[^a]*') < t", 2, k1313 },
  { "(s, t) -> replace('' NOT NULL, min('1e3', s COLLATE NOCASE), 'XY')", 2, k1314 },
  { "(s, t) -> replace(CASE WHEN nullif(2, -1) GLOB '[!a]*' THEN CASE WHEN ' ' LIKE '' ESCAPE '\134' THEN format('%c', -0.0) ELSE x'' <= s END END, (-9223372036854775807) COLLATE NOCASE > s, '\303\251')", 2, k1315 },
  { "(s, t) -> iif(format('%.*s', 64, t), round('1abc', 2) | unicode(-1), min(t || s, length(s)))", 2, k1316 },
  { "(s, t) -> printf('%X', '_' COLLATE NOCASE < '-0')", 2, k1317 },
  { "(s, t) -> ~((+(x'')) * hex(s))", 2, k1318 },
  { "(s, t) -> (-1) LIKE '%x' ESCAPE '\134'", 2, k1319 },
  { "(s, t) -> replace(ifnull(ltrim(~t, s COLLATE NOCASE != 1e15), max(t, s COLLATE NOCASE) < CAST(t AS NUMERIC)), NOT t, 1)", 2, k1320 },
  { "(s, t) -> NULL IS NOT trim(CAST('%' NOT LIKE '%\346\227\245%' AS NUMERIC))", 2, k1321 },
  { "(s, t) -> hex(coalesce(round(3), CAST(s AS REAL)))", 2, k1322 },
  { "(s, t) -> (NOT hex(t)) GLOB '[!a]*'", 2, k1323 },
  { "(s, t) -> hex(max(nullif(min(x'', '2.5' COLLATE NOCASE), CAST(t AS REAL)), ' ' COLLATE RTRIM))", 2, k1324 },
  { "(s, t) -> ('' BETWEEN t AND s >= 0.1) IS NOT (~abs(t))", 2, k1325 },
  { "(s, t) -> s IN (iif(s COLLATE BINARY = 'x', 1e15 LIKE '%\134_%' ESCAPE '\134', quote(t)), t)", 2, k1326 },
  { "(s, t) -> iif(rtrim(iif(t, s, s) > s), s <= (s NOT NULL), CASE WHEN s BETWEEN 'x' AND s THEN -max(2.5, t) ELSE char(-1, unicode(nullif(t, s))) END)", 2, k1327 },
  { "(s, t) -> ltrim(s, t) < hex(t)", 2, k1328 },
  { "(s, t) -> round(t NOT GLOB '*[')", 2, k1329 },
  { "(s, t) -> instr(unicode(t), like('_', s)) <> rtrim(s, s) IS iif('a%', t, s)", 2, k1330 },
  { "(s, t) -> quote(nullif(1.0, '\303\251\346\227\245'))", 2, k1331 },
  { "(s, t) -> max(nullif(max(s, s), s) NOT IN (max(t, t, 7) NOT IN (2.5, s), s), iif(t, rtrim(s, s), round(s)) NOT BETWEEN printf('%5c', max(' ', s)) AND s)", 2, k1332 },
  { "(s, t) -> substr(iif(s, '\303\251\346\227\245', t), 5)", 2, k1333 },
  { "(s, t) -> substring(ltrim(s), 1)", 2, k1334 },
  { "(s, t) -> substr(+'_', 1.5) AND ((x'') IS NULL)", 2, k1335 },
  { "(s, t) -> t | s ISNULL", 2, k1336 },
  { "(s, t) -> instr(hex((-3.75) LIKE '%\134_%' ESCAPE '\134'), 2 NOT GLOB '*\346\227\245*')", 2, k1337 },
  { "(s, t) -> NOT (iif(t, 2.5, -9223372036854775807) IN (100, 7))", 2, k1338 },
  { "(s, t) -> ifnull(nullif('%', s), t)", 2, k1339 },
  { "(s, t) -> CASE (-1) NOT LIKE '%x' WHEN s THEN -3.75 WHEN hex(s) THEN s ELSE round(t, -9223372036854775807) END", 2, k1340 },
  { "(s, t) -> max(max(-1, unicode('\303\251\346\227\245') COLLATE RTRIM), substr(iif(t, 2, s), -1) COLLATE RTRIM)", 2, k1341 },
  { "(s, t) -> format('%.*s', 64, like('%\134_%', min('x', t)) << printf('%-8s|', ltrim(s, '2.5')))", 2, k1342 },
  { "(s, t) -> format('%10.4e', 'AbC')", 2, k1343 },
  { "(s, t) -> substr(t, -2)", 2, k1344 },
  { "(s, t) -> (NOT s) >= (' ' IS 1)", 2, k1345 },
  { "(s, t) -> min(3, t) LIKE '%c' ESCAPE '\134'", 2, k1346 },
  { "(s, t) -> unicode(s) GLOB t", 2, k1347 },
  { "(s, t) -> t LIKE '%\134_%'", 2, k1348 },
  { "(s, t) -> (CASE WHEN t AND '0x1F' THEN NOT t END) LIKE '%c' ESCAPE '\134'", 2, k1349 },
  { "(s, t) -> length(like(lower(t), s) NOT IN (replace(s, s, '-'), s))", 2, k1350 },
  { "(s, t) -> char(-1, unicode(substr(t, NULL))) != '1abc'", 2, k1351 },
  { "(s, t) -> typeof(trim(quote(s)))", 2, k1352 },
  { "(s, t) -> ('2.5' NOT BETWEEN 'abc' AND (-3.75) << format('%.2g', s)) COLLATE NOCASE = ((t NOT NULL) == 'x')", 2, k1353 },
  { "(s, t) -> coalesce(unicode(t), CASE '_' WHEN 2 THEN s WHEN 100 THEN s ELSE s END)", 2, k1354 },
  { "(s, t) -> coalesce(CAST(+s AS NUMERIC), lower(NOT substring(NULL, -9223372036854775807)))", 2, k1355 },
  { "(s, t) -> min(abs(substr(1, '2')), '0x1F')", 2, k1356 },
  { "(s, t) -> typeof(substr('\303\251\346\227\245' % (-9223372036854775807), 1.5, -9223372036854775807)) COLLATE NOCASE >= (CAST(abs(s) AS REAL) COLLATE BINARY > (-3))", 2, k1357 },
  { "(s, t) -> substr(hex(s), 9223372036854775807)", 2, k1358 },
  { "(s, t) -> ifnull(s, s) COLLATE BINARY > (-9223372036854775807)", 2, k1359 },
  { "(s, t) -> like(t, instr('1e3', 1.0 BETWEEN '1abc' AND 0))", 2, k1360 },
  { "(s, t) -> iif(x'6162', s, s) = nullif('x', s)", 2, k1361 },
  { "(s, t) -> coalesce(t, (x'6162') IS NOT NULL)", 2, k1362 },
  { "(s, t) -> replace(s NOT IN (CASE WHEN s THEN t ELSE 'a%' END, 1.0), t COLLATE NOCASE >= s, '\303\251')", 2, k1363 },
  { "(s, t) -> -CAST(t AS BLOB)", 2, k1364 },
  { "(s, t) -> (~((-9223372036854775807) COLLATE NOCASE > s)) NOT BETWEEN abs(replace('_', s, 1)) AND '1abc'", 2, k1365 },
  { "(s, t) -> nullif((CASE t >> 0 WHEN s THEN 'x' NOT BETWEEN '_' AND s WHEN substring(s, 9223372036854775807) THEN s ELSE nullif(s, s) END) COLLATE RTRIM, ' ') * rtrim('1abc')", 2, k1366 },
  { "(s, t) -> CASE nullif(CAST(-0.0 AS TEXT) COLLATE RTRIM, abs(3)) WHEN 1.0 THEN 100 ISNULL WHEN (NOT '%') >= ' 12 ' THEN t ELSE round(9223372036854775807 BETWEEN t AND s, 9223372036854775807) END", 2, k1367 },
  { "(s, t) -> instr(instr(s, '0x1F'), t > t)", 2, k1368 },
  { "(s, t) -> (-1) NOT BETWEEN (x'') AND 'x'", 2, k1369 },
  { "(s, t) -> unicode(iif(trim('x', x'6162'), s IN ('2.5', s), abs(s)))", 2, k1370 },
  { "(s, t) -> trim(abs(t) >> hex(t), round(100))", 2, k1371 },
  { "(s, t) -> abs(-1.0)", 2, k1372 },
  { "(s, t) -> 1 GLOB '[^a]*' <= coalesce(instr(t, s) ISNULL, s)", 2, k1373 },
  { "(s, t) -> ~(iif(quote(3), 9223372036854775807, s = (-9223372036854775807)) NOT GLOB 'a*')", 2, k1374 },
  { "(s, t) -> nullif(substring(nullif(CAST(s AS INTEGER), (-3.75) NOT IN (s, s)), NULL, 0), s COLLATE NOCASE > (length('-0') LIKE '%\346\227\245%'))", 2, k1375 },
  { "(s, t) -> instr(nullif(s, s), length(-9223372036854775807))", 2, k1376 },
  { "(s, t) -> CASE WHEN (x'') COLLATE NOCASE < 0 THEN round('a%') ELSE s ISNULL END", 2, k1377 },
  { "(s, t) -> nullif(char(0, unicode(x'6162')), CAST(s AS TEXT))", 2, k1378 },
  { "(s, t) -> NOT rtrim(t)", 2, k1379 },
  { "(s, t) -> s <= (CAST(s NOTNULL AS TEXT) LIKE 'abc' ESCAPE '\134')", 2, k1380 },
  { "(s, t) -> -3.75 << -1 <> t", 2, k1381 },
  { "(s, t) -> min(s, like('x%', max(s || t, (s NOT GLOB '*x') COLLATE NOCASE)))", 2, k1382 },
  { "(s, t) -> upper(upper(s)) < printf('%.2g', substring(s, 1, 64))", 2, k1383 },
  { "(s, t) -> char(0x1F600, unicode(rtrim(s, s)))", 2, k1384 },
  { "(s, t) -> CAST(abs(replace(NULL, s, '')) AS TEXT) LIKE 'x\134%' ESCAPE '\134'", 2, k1385 },
  { "(s, t) -> ifnull(0, substring('%', -1, -9223372036854775807))", 2, k1386 },
  { "(s, t) -> substring(' 12 ', 2) || ((-9223372036854775807) / s) * s", 2, k1387 },
  { "(s, t) -> t NOT IN (CASE '0x1F' WHEN s THEN '' < t WHEN format('%10.4e', ltrim(s, t)) THEN '1e3' ELSE iif('' NOT IN ('abc', 3), ltrim(t), substring('0x1F', 3)) END, t)", 2, k1388 },
  { "(s, t) -> hex(s COLLATE BINARY = t)", 2, k1389 },
  { "(s, t) -> rtrim(t)", 2, k1390 },
  { "(s, t) -> abs(typeof(nullif(t, '_' = '2.5')))", 2, k1391 },
  { "(s, t) -> round(substring(1, 9223372036854775807, 2), 64)", 2, k1392 },
  { "(s, t) -> nullif((NULL NOT LIKE '%c') COLLATE NOCASE, round((+t) NOT GLOB 'a*'))", 2, k1393 },
  { "(s, t) -> nullif(t, format('%012.3f', -1))", 2, k1394 },
  { "(s, t) -> length(char(-1, unicode(typeof(ifnull(7, t)))))", 2, k1395 },
  { "(s, t) -> min(CAST(+'0x1F' AS INTEGER), t)", 2, k1396 },
  { "(s, t) -> hex(nullif(NOT 2.5, replace(s, t, 'XY'))) % lower(hex(max(s, '0x1F')))", 2, k1397 },
  { "(s, t) -> replace(substring(3, 3, 64), unicode(s), '\303\251')", 2, k1398 },
  { "(s, t) -> unicode(length(abs(s)))", 2, k1399 },
  { "(s, t) -> nullif(printf('%c', 0.1) NOT GLOB '*\346\227\245*', CASE s NOT IN ('a%', t) WHEN s THEN (x'') BETWEEN (x'') AND t WHEN length(100) THEN s ELSE 7 IS NOT NULL END) IN (~(iif(s, s, 2) BETWEEN upper(-1) AND s), t)", 2, k1400 },
  { "(s, t) -> ((substr(t, -1, 2) | length(t)) IN (substring(unicode(-3.75), 1, 2), t)) GLOB '\077*'", 2, k1401 },
  { "(s, t) -> round(t) NOT IN (CASE s WHEN s THEN ' 12 ' WHEN -9223372036854775807 THEN s ELSE NULL END, s)", 2, k1402 },
  { "(s, t) -> min(t, ((1e15 % t) OR (' 12 ' COLLATE BINARY <= s)) COLLATE NOCASE)", 2, k1403 },
  { "(s, t) -> CAST(CAST(CASE '0x1F' WHEN t THEN hex(t) WHEN unicode(' ') THEN '\303\251\346\227\245' ELSE s END AS BLOB) AS NUMERIC)", 2, k1404 },
  { "(s, t) -> CAST(-9223372036854775807 AS NUMERIC) != s", 2, k1405 },
  { "(s, t) -> 7 LIKE 'x%' ESCAPE '\134'", 2, k1406 },
  { "(s, t) -> CAST(t AS INTEGER)", 2, k1407 },
  { "(s, t) -> format('%e', 'abc') NOT GLOB '*\346\227\245*'", 2, k1408 },
  { "(s, t) -> trim('3' NOT IN (s, 0))", 2, k1409 },
  { "(s, t) -> format('%i', s)", 2, k1410 },
  { "(s, t) -> abs('x') <= hex(s)", 2, k1411 },
  { "(s, t) -> (ltrim(t) NOT BETWEEN (1.0 << t) AND (x'') % round(-9223372036854775807) COLLATE NOCASE IS ifnull('a%', s)) & (NOT trim(abs(s)))", 2, k1412 },
  { "(s, t) -> ('_' + s) - length(t)", 2, k1413 },
  { "(s, t) -> upper(7)", 2, k1414 },
  { "(s, t) -> CASE WHEN abs(s) THEN ' 12 ' > t ELSE min(3, 3) END", 2, k1415 },
  { "(s, t) -> substring(~iif(quote(t), s ISNULL, x''), 1.5)", 2, k1416 },
  { "(s, t) -> abs(CASE substring(t, 2) WHEN 9223372036854775807 THEN unicode('0x1F') WHEN '' THEN s ELSE ltrim('1e3') END)", 2, k1417 },
  { "(s, t) -> iif(nullif('%' % s, 'x'), iif(hex(s), lower(-1), typeof(s)), ~('-0' LIKE '%\303\226%')) NOT NULL", 2, k1418 },
  { "(s, t) -> upper(abs(length(s) || instr(s, s)))", 2, k1419 },
  { "(s, t) -> '1e3' IS NOT t", 2, k1420 },
  { "(s, t) -> trim(round(s, -2))", 2, k1421 },
  { "(s, t) -> length('%' <= length(s))", 2, k1422 },
  { "(s, t) -> length(-rtrim(+t))", 2, k1423 },
  { "(s, t) -> trim(NOT 2.5, replace(t, 1, 'XY'))", 2, k1424 },
  { "(s, t) -> CAST(abs(ifnull(t LIKE 'x%' ESCAPE '\134', s)) AS TEXT)", 2, k1425 },
  { "(s, t) -> substr(like('%_%', 9223372036854775807), NULL) NOTNULL", 2, k1426 },
  { "(s, t) -> replace(CAST(t AS REAL), rtrim(2), 1) << t", 2, k1427 },
  { "(s, t) -> 7 < trim(abs(t))", 2, k1428 },
  { "(s, t) -> nullif(s > s, t / t) NOTNULL", 2, k1429 },
  { "(s, t) -> unicode(substr(s, 9223372036854775807, t))", 2, k1430 },
  { "(s, t) -> t = (((1 % s) <> (s == s)) IN (coalesce(lower(t), -1), s))", 2, k1431 },
  { "(s, t) -> CASE (x'') LIKE 'a%' ESCAPE '\134' WHEN t THEN NOT t WHEN substr(s, NULL, 0) THEN s ELSE 9223372036854775807 END", 2, k1432 },
  { "(s, t) -> replace(t, 'AbC', '') COLLATE NOCASE >= ((x'6162') NOT GLOB 'a*')", 2, k1433 },
  { "(s, t) -> iif(t, typeof(replace(NOT '\303\251\346\227\245', nullif(' ' COLLATE RTRIM, NULL), '')), hex(nullif(t COLLATE RTRIM, s) NOT NULL))", 2, k1434 },
  { "(s, t) -> CASE WHEN min('3' IN (0.1, 2.5), like('abc', s) COLLATE RTRIM) THEN 'abc' LIKE 'a%' END", 2, k1435 },
  { "(s, t) -> (length(0) BETWEEN ifnull(t, '_') AND t) + max(instr(t, s) COLLATE NOCASE, t >> s)", 2, k1436 },
  { "(s, t) -> max(7 NOTNULL, (-9223372036854775807) OR s)", 2, k1437 },
  { "(s, t) -> (CASE WHEN 1e15 THEN +('AbC' IS NOT NULL) END) NOT NULL", 2, k1438 },
  { "(s, t) -> unicode(CAST(0 AS NUMERIC))", 2, k1439 },
  { "(s, t) -> (9223372036854775807 OR s) BETWEEN t AND s", 2, k1440 },
  { "(s, t) -> replace(x'', substr(s, 0, 64), '')", 2, k1441 },
  { "(s, t) -> max(t IN (3, t), printf('%Q', s))", 2, k1442 },
  { "(s, t) -> iif(instr(t IS NOT s, s), (s NOT GLOB t) COLLATE NOCASE != (CASE s WHEN s THEN -1 WHEN '0x1F' THEN t ELSE '-0' END), like('_', max(s COLLATE NOCASE, 1e15))) NOT IN (abs(CASE -1 WHEN -3.75 THEN -1 WHEN t THEN '0x1F' ELSE s END) OR '1e3', 2.5)", 2, k1443 },
  { "(s, t) -> unicode('1abc' IS NOT '0x1F') % substr(t, 64)", 2, k1444 },
  { "(s, t) -> like('abc', instr(rtrim(s), 2.5 ISNULL))", 2, k1445 },
  { "(s, t) -> ((-0.0) = s) OR ((CASE WHEN t THEN -9223372036854775807 ELSE s END) NOT GLOB '\077*')", 2, k1446 },
  { "(s, t) -> like(lower(t), CASE t NOT GLOB 'x*' WHEN t THEN '0x1F' <= t WHEN CAST(9223372036854775807 AS BLOB) THEN t ELSE 2 NOT IN (' ', 9223372036854775807) END)", 2, k1447 },
  { "(s, t) -> like('%\134_%', 2.5) IS NOT ((x'6162') NOT NULL)", 2, k1448 },
  { "(s, t) -> rtrim(iif(max(t, t COLLATE RTRIM), '2.5' IS 2, '_' IS '_'))", 2, k1449 },
  { "(s, t) -> upper(-1) IN (CAST('3' AS NUMERIC), s)", 2, k1450 },
  { "(s, t) -> CASE WHEN replace(' 12 ', t, 1) THEN 3 BETWEEN (-1) AND '-0' ELSE replace(2, x'', 'XY') END > t", 2, k1451 },
  { "(s, t) -> min(lower(NOT '3'), (min(s, t) IN (t / t, '1abc')) COLLATE NOCASE)", 2, k1452 },
  { "(s, t) -> format('%.3s', coalesce(' ', substring(s | 'abc', 1.5, 1)))", 2, k1453 },
  { "(s, t) -> 'AbC' - char(1114112, unicode(s NOT NULL))", 2, k1454 },
  { "(s, t) -> iif(0 IS NULL, max(-0.0, '%' COLLATE RTRIM), char(65, unicode(s))) & like('%\303\226%', CAST('\303\251\346\227\245' AS REAL))", 2, k1455 },
  { "(s, t) -> max(like('_', substring(-1, 1, 0)), replace('1abc', s, '\303\251') COLLATE BINARY IS (s LIKE '%\134_%' ESCAPE '\134'), s)", 2, k1456 },
  { "(s, t) -> (unicode(s) BETWEEN nullif(-s, s) AND '') = quote((t LIKE t ESCAPE '\134') OR 3)", 2, k1457 },
  { "(s, t) -> replace(like('x%', CASE WHEN s THEN '0x1F' ELSE ' 12 ' END), rtrim('', s), '')", 2, k1458 },
  { "(s, t) -> replace(NOT (-1), length(1), 'XY') COLLATE BINARY < t", 2, k1459 },
  { "(s, t) -> CAST(iif(min(format('%i', t), trim(t) COLLATE RTRIM), max(' 12 ' COLLATE RTRIM, s) NOT LIKE '%_%', format('%d', -t)) AS INTEGER)", 2, k1460 },
  { "(s, t) -> coalesce(CASE 1e15 WHEN s THEN '\303\251\346\227\245' WHEN replace(~s, '-0' >= 'a%', 'XY') THEN s ELSE CAST(round(-0.0) AS TEXT) END, unicode(-9223372036854775807) >> '1abc' % ((-0.0) NOT LIKE '%_%'))", 2, k1461 },
  { "(s, t) -> abs(hex(ifnull(' 12 ', s)))", 2, k1462 },
  { "(s, t) -> abs(nullif(s, s))", 2, k1463 },
  { "(s, t) -> t COLLATE NOCASE > ((x'') OR 7)", 2, k1464 },
  { "(s, t) -> replace(-(s IN (format('%q', s), s)), instr(s, s), '')", 2, k1465 },
  { "(s, t) -> nullif(t, trim(CAST(' ' NOT IN ('x', x'') AS NUMERIC)))", 2, k1466 },
  { "(s, t) -> (((s GLOB '[a-]*') LIKE '%') >= round(like(t, -1), 1)) LIKE '_b_' ESCAPE '\134'", 2, k1467 },
  { "(s, t) -> replace(replace(0.1, 'AbC', '-'), replace(s, 'AbC', ''), 'XY')", 2, k1468 },
  { "(s, t) -> trim(2, 0.1) LIKE '%x'", 2, k1469 },
  { "(s, t) -> abs(length(substr(-0.0, 0, 1)))", 2, k1470 },
  { "(s, t) -> max(round(t, 5) COLLATE NOCASE, replace(lower(s), substr(t, t, NULL), '')) IS NULL", 2, k1471 },
  { "(s, t) -> format('%#o', coalesce(1.0, s) IN (format('%s', s), s))", 2, k1472 },
  { "(s, t) -> t NOT GLOB '*'", 2, k1473 },
  { "(s, t) -> substring(upper(min((x'6162') COLLATE RTRIM, NULL)), '2')", 2, k1474 },
  { "(s, t) -> format('%#.3g', char(0x1F600, unicode(hex(s))) NOT LIKE '%b%')", 2, k1475 },
  { "(s, t) -> max(round(min(s, s), '2') COLLATE NOCASE, CASE WHEN '3' NOT BETWEEN s AND 3 THEN s ELSE abs(s) END) LIKE '_b_' ESCAPE '\134'", 2, k1476 },
  { "(s, t) -> min(iif(t, -(s NOT BETWEEN s AND s), t) COLLATE NOCASE, CASE replace(2, 7, 'XY') / length(100) WHEN t THEN t || t WHEN replace(ltrim('', t), replace(s, t, 'XY'), '-') THEN ' ' ELSE coalesce(NULL LIKE '' ESCAPE '\134', CASE s WHEN 'x' THEN s WHEN s THEN t ELSE 9223372036854775807 END) END)", 2, k1477 },
  { "(s, t) -> instr(length(s), quote(s))", 2, k1478 },
  { "(s, t) -> char(0, unicode(trim('_')))", 2, k1479 },
  { "(s, t) -> ltrim('0x1F', t)", 2, k1480 },
  { "(s, t) -> nullif(upper(2), unicode(x''))", 2, k1481 },
  { "(s, t) -> CASE WHEN CASE WHEN 7 THEN s END THEN ltrim(0, '-0') ELSE instr('-0', 7) END", 2, k1482 },
  { "(s, t) -> (' ' % 2) NOT LIKE '%\303\226%'", 2, k1483 },
  { "(s, t) -> +upper(t)", 2, k1484 },
  { "(s, t) -> CASE s WHEN s THEN typeof(format('%.2g', '1abc')) WHEN NULL NOT LIKE '%\346\227\245%' THEN 'abc' ELSE +0 END", 2, k1485 },
  { "(s, t) -> (ifnull(s, s) LIKE 'x\134%') BETWEEN (NOT max(t, (x'') COLLATE NOCASE)) AND s", 2, k1486 },
  { "(s, t) -> (((~1) LIKE '%') != t) LIKE '_' ESCAPE '\134'", 2, k1487 },
  { "(s, t) -> trim(s NOT IN (s << s, s), CASE WHEN s THEN s ELSE t END)", 2, k1488 },
  { "(s, t) -> unicode(0.1) | (CASE WHEN s THEN s ELSE s END)", 2, k1489 },
  { "(s, t) -> ((0 NOT IN (t, t)) LIKE '%b%' ESCAPE '\134') NOT IN (replace(replace(2.5, 1.0, ''), nullif('\303\251\346\227\245', x'6162'), '-'), s)", 2, k1490 },
  { "(s, t) -> min(CASE WHEN '1e3' THEN s END, s COLLATE NOCASE)", 2, k1491 },
  { "(s, t) -> replace(CASE WHEN 'x' THEN s LIKE '_' ESCAPE '\134' ELSE t || s END, trim(-3.75), 'XY')", 2, k1492 },
  { "(s, t) -> (-3.75) LIKE 'x\134%' ESCAPE '\134'", 2, k1493 },
  { "(s, t) -> nullif(s, 'AbC')", 2, k1494 },
  { "(s, t) -> char(-1, unicode(t))", 2, k1495 },
  { "(s, t) -> (-3.75) BETWEEN length(like('%b%', s)) AND 7", 2, k1496 },
  { "(s, t) -> length(instr(nullif(s, t) AND (s NOT GLOB '*[a-c]*'), s))", 2, k1497 },
  { "(s, t) -> max((CASE WHEN CAST(s AS TEXT) THEN NULL END) COLLATE RTRIM, like('_b_', length(2))) IS (CASE (s LIKE '%\346\227\245%') IS t WHEN s THEN 0.1 WHEN char(NULL, unicode(x'')) <= like('%\346\227\245%', t) THEN t ELSE trim(s) GLOB '*x' END)", 2, k1498 },
  { "(s, t) -> (~s) IS NOT NULL", 2, k1499 },
  { "(s, t) -> char(65, unicode(trim(t IN (t, '-0')))) COLLATE RTRIM > t", 2, k1500 },
  { "(s, t) -> ~instr(length(t), x'6162' - s)", 2, k1501 },
  { "(s, t) -> 9223372036854775807 || (~round(iif(s, t, t), NULL))", 2, k1502 },
  { "(s, t) -> iif(char(-1, unicode(CASE t WHEN s THEN s WHEN 'AbC' THEN ' ' ELSE t END)), length(substr('\303\251\346\227\245', 64, 9223372036854775807)), rtrim(iif(s, 'abc', t), CAST('x' AS NUMERIC)))", 2, k1503 },
  { "(s, t) -> CASE WHEN ~s THEN char(0, unicode(t)) ELSE -1 END", 2, k1504 },
  { "(s, t) -> s * ltrim(-s)", 2, k1505 },
  { "(s, t) -> CASE WHEN x'6162' THEN substr(' 12 ' IN (t, t), 2, 2) ELSE ' 12 ' > s | s END", 2, k1506 },
  { "(s, t) -> abs(abs('x' LIKE '' ESCAPE '\134'))", 2, k1507 },
  { "(s, t) -> unicode(iif(length(-3.75) NOT BETWEEN substr(t, 0) AND t, unicode(s >> 1), s & min(100 COLLATE NOCASE, t)))", 2, k1508 },
  { "(s, t) -> iif(ifnull('3', s) >= (x''), CASE WHEN s THEN s END, min(rtrim(s), substring(-3.75, '2', 3) COLLATE NOCASE))", 2, k1509 },
  { "(s, t) -> replace(unicode(upper('2.5')) < (-0.0), min(s, s COLLATE RTRIM), '\303\251')", 2, k1510 },
  { "(s, t) -> round(max(min(' 12 ' COLLATE NOCASE, '%'), substr(100, 9223372036854775807)))", 2, k1511 },
  { "(s, t) -> printf('%e', s IS NULL)", 2, k1512 },
  { "(s, t) -> max(CAST(length(-0.0) AS REAL), 100)", 2, k1513 },
  { "(s, t) -> t <> s", 2, k1514 },
  { "(s, t) -> nullif(min(t, (-0.0) COLLATE RTRIM) IS NOT char(0, unicode(x'')), round('1e3' AND (x'')))", 2, k1515 },
  { "(s, t) -> CASE WHEN 1 THEN '%' NOT LIKE 'a%' ELSE 7 END", 2, k1516 },
  { "(s, t) -> typeof(t) BETWEEN substr(s, 64) AND s", 2, k1517 },
  { "(s, t) -> NOT ('AbC' IS NOT NULL)", 2, k1518 },
  { "(s, t) -> ~abs(s)", 2, k1519 },
  { "(s, t) -> upper(substr('a%', 2))", 2, k1520 },
  { "(s, t) -> lower(max('-0', (-9223372036854775807) NOT BETWEEN t AND NULL))", 2, k1521 },
  { "(s, t) -> like('%b%', 2.5)", 2, k1522 },
  { "(s, t) -> (unicode(s) NOT LIKE '%') IS s", 2, k1523 },
  { "(s, t) -> trim(max('1e3', s) == s BETWEEN t AND t, t COLLATE RTRIM != 100)", 2, k1524 },
  { "(s, t) -> s COLLATE NOCASE != (s & '2.5')", 2, k1525 },
  { "(s, t) -> trim(quote(t), substring(t, -2, -9223372036854775807))", 2, k1526 },
  { "(s, t) -> NOT (' ' NOT GLOB '*x')", 2, k1527 },
  { "(s, t) -> like(lower(t), ifnull(s, t) NOT BETWEEN lower(x'6162') AND '\303\251\346\227\245') + substring(1.0, -1, 5)", 2, k1528 },
  { "(s, t) -> replace(ifnull(s, t) >= t NOT GLOB '*', max((-1) COLLATE RTRIM, 9223372036854775807), '-')", 2, k1529 },
  { "(s, t) -> substring(CASE 1e15 WHEN 2 THEN t WHEN t THEN '0x1F' ELSE t END, -9223372036854775807)", 2, k1530 },
  { "(s, t) -> ('3' LIKE '%') | ((CASE WHEN rtrim(0.1) THEN CASE WHEN -3.75 THEN ' 12 ' END END) COLLATE BINARY != replace(iif(s, s, t), CASE WHEN t THEN t ELSE s END, ''))", 2, k1531 },
  { "(s, t) -> substr(s & s, -2) COLLATE BINARY > '1abc'", 2, k1532 },
  { "(s, t) -> instr(s IN (s, s), hex(s))", 2, k1533 },
  { "(s, t) -> CAST(substr(t, -9223372036854775807, 2) AS INTEGER)", 2, k1534 },
  { "(s, t) -> s GLOB '*[]x]*'", 2, k1535 },
  { "(s, t) -> min(max(NOT rtrim(s, s), (char(0x1F600, unicode(s)) * t) COLLATE RTRIM), max(s, max('-0' COLLATE NOCASE, ~'%') COLLATE RTRIM) COLLATE RTRIM)", 2, k1536 },
  { "(s, t) -> nullif(quote(s COLLATE BINARY >= s) != (('abc' > 0) IS NOT hex(-0.0)), CAST(t AS INTEGER))", 2, k1537 },
  { "(s, t) -> abs(min(s COLLATE RTRIM, '1e3'))", 2, k1538 },
  { "(s, t) -> (s GLOB 'a*') IN (2, x'')", 2, k1539 },
  { "(s, t) -> unicode(replace(unicode(unicode(t)), 2.5, '\303\251'))", 2, k1540 },
  { "(s, t) -> abs('') >> substring(' ' != unicode('%'), -1)", 2, k1541 },
  { "(s, t) -> substring(t, 9223372036854775807)", 2, k1542 },
  { "(s, t) -> length(-9223372036854775807) LIKE 'A_C' ESCAPE '\134'", 2, k1543 },
  { "(s, t) -> CAST(round(s COLLATE BINARY != '1e3', 0) AS TEXT)", 2, k1544 },
  { "(s, t) -> substring(iif(s, t, -9223372036854775807), -2, -2) == CAST('%' AS REAL) BETWEEN (CASE '\303\251\346\227\245' WHEN t THEN -0.0 WHEN 100 THEN s ELSE 0.1 END) AND '\303\251\346\227\245'", 2, k1545 },
  { "(s, t) -> instr(min(t, hex(s)), s COLLATE NOCASE = 'abc') = min(nullif(0.1 COLLATE RTRIM, 7) ISNULL, replace(char(0x1F600, unicode(s)), s % s, NULL), -1)", 2, k1546 },
  { "(s, t) -> hex(1.0) >= char(233, unicode(t))", 2, k1547 },
  { "(s, t) -> 0 <= (NOT replace(s, t | t, 'XY'))", 2, k1548 },
  { "(s, t) -> max((instr('3', t) IS NOT NULL) COLLATE RTRIM, instr(min(-0.0, '_', 'a%'), hex(s))) >= t", 2, k1549 },
  { "(s, t) -> NOT char(1114112, unicode(length(100)))", 2, k1550 },
  { "(s, t) -> abs(s) NOT BETWEEN (s NOT NULL) AND s", 2, k1551 },
  { "(s, t) -> substring(CASE 'x' WHEN 'a%' THEN s WHEN 2.5 THEN t ELSE ' 12 ' END, 0, -1)", 2, k1552 },
  { "(s, t) -> ~quote('-0')", 2, k1553 },
  { "(s, t) -> rtrim((-3.75) COLLATE BINARY <= s)", 2, k1554 },
  { "(s, t) -> substring(s, NULL, '2')", 2, k1555 },
  { "(s, t) -> t COLLATE BINARY > (CASE WHEN replace(t, s, '-') THEN s NOT LIKE lower(t) END)", 2, k1556 },
  { "(s, t) -> replace(s, instr(t, s), 'XY')", 2, k1557 },
  { "(s, t) -> round(NOT t)", 2, k1558 },
  { "(s, t) -> CAST(like('', unicode('_' GLOB '*[]x]*')) AS BLOB)", 2, k1559 },
  { "(s, t) -> replace(CAST(NOT char(NULL, unicode(s)) AS TEXT), NOT s, '-')", 2, k1560 },
  { "(s, t) -> CAST(coalesce(substring(s, 2, 9223372036854775807), CASE WHEN iif(2.5, '2.5', t) THEN ' 12 ' > '_' ELSE abs('a%') END) AS TEXT)", 2, k1561 },
  { "(s, t) -> CASE 0 WHEN -9223372036854775807 THEN 9223372036854775807 WHEN replace(t, s, NULL) THEN '_' ELSE CASE WHEN t THEN s END END", 2, k1562 },
  { "(s, t) -> (t IN (t, s)) BETWEEN (s / '1e3') AND s", 2, k1563 },
  { "(s, t) -> (NOT 2) IN (s LIKE '', s)", 2, k1564 },
  { "(s, t) -> NOT substring(max(s, 3 COLLATE NOCASE), '2')", 2, k1565 },
  { "(s, t) -> (char(-1, unicode(lower(t))) - unicode(CAST(s AS BLOB))) LIKE ''", 2, k1566 },
  { "(s, t) -> round(min(abs(9223372036854775807) NOT IN (s GLOB '\077*', s), coalesce(nullif('-0', s), length(s)) COLLATE NOCASE))", 2, k1567 },
  { "(s, t) -> rtrim(lower(2.5), hex('_'))", 2, k1568 },
  { "(s, t) -> min(typeof(t) COLLATE NOCASE, round(' ') NOTNULL)", 2, k1569 },
  { "(s, t) -> coalesce(s COLLATE RTRIM = (t ISNULL), s BETWEEN round(s, -1) AND '\303\251\346\227\245')", 2, k1570 },
  { "(s, t) -> round('1e3')", 2, k1571 },
  { "(s, t) -> NOT nullif(t, t)", 2, k1572 },
  { "(s, t) -> 'x' IN (unicode(s), s)", 2, k1573 },
  { "(s, t) -> (t = t) NOT IN (substr(t, '2'), t)", 2, k1574 },
  { "(s, t) -> CASE WHEN substr(9223372036854775807, 1) THEN s NOT IN (s, '1abc') ELSE s >= 2 END", 2, k1575 },
  { "(s, t) -> CAST(s AS INTEGER) >= (s NOT IN ('x', t))", 2, k1576 },
  { "(s, t) -> ~coalesce('-0' NOT NULL, ltrim(t, '-0'))", 2, k1577 },
  { "(s, t) -> nullif(instr(round(3) COLLATE BINARY >= CAST(s AS REAL), t), 9223372036854775807 COLLATE BINARY >= (ltrim(0) NOT BETWEEN ((-9223372036854775807) NOT LIKE '') AND s))", 2, k1578 },
  { "(s, t) -> trim((t COLLATE RTRIM >= 1e15) > (CASE s WHEN 'AbC' THEN -1 WHEN t THEN ' ' ELSE 2.5 END))", 2, k1579 },
  { "(s, t) -> ltrim(NOT s) LIKE '%\346\227\245%' ESCAPE '\134'", 2, k1580 },
  { "(s, t) -> max(min(substr(100, 1), (s NOT IN (2, 'a%')) COLLATE RTRIM) COLLATE RTRIM, ' 12 ')", 2, k1581 },
  { "(s, t) -> replace(s, min(s, '0x1F'), 'XY')", 2, k1582 },
  { "(s, t) -> lower(char(65, unicode(t)) IN (length(s), t))", 2, k1583 },
  { "(s, t) -> (char(0x1F600, unicode(s)) <= hex(t COLLATE BINARY = '\303\251\346\227\245')) <= t", 2, k1584 },
  { "(s, t) -> t / nullif(CAST(length(0) AS NUMERIC) COLLATE NOCASE, substring(s, -9223372036854775807, -1) LIKE '%\346\227\245%' ESCAPE '\134')", 2, k1585 },
  { "(s, t) -> hex(min(t, s))", 2, k1586 },
  { "(s, t) -> min(t, (ltrim(s, abs(t)) NOT IN ('0x1F' AND (100 != t), s)) COLLATE NOCASE)", 2, k1587 },
  { "(s, t) -> format('%x|%o', format('%%%s', nullif(t, s)), char(-1, unicode(t)))", 2, k1588 },
  { "(s, t) -> ((t BETWEEN t AND (-0.0)) LIKE 'a%' ESCAPE '\134' >= instr('_', '1abc' OR t)) LIKE '%c'", 2, k1589 },
  { "(s, t) -> substr(s COLLATE RTRIM >= nullif(1e15, t), -2, -2) - s", 2, k1590 },
  { "(s, t) -> min(round(rtrim('-0')) || (iif(3, s, s) NOT GLOB '*\346\227\245*'), lower(hex(t)))", 2, k1591 },
  { "(s, t) -> CASE WHEN max(quote('_'), t COLLATE RTRIM) THEN length(hex(s)) ELSE '-0' END", 2, k1592 },
  { "(s, t) -> instr(nullif(-0.0, 100) == iif(s, s, t), abs('3'))", 2, k1593 },
  { "(s, t) -> rtrim(substr(max(t COLLATE NOCASE, t), NULL) <> nullif(CAST(100 AS TEXT), s))", 2, k1594 },
  { "(s, t) -> t AND '%'", 2, k1595 },
  { "(s, t) -> typeof(s) != (CASE t LIKE '%x' ESCAPE '\134' WHEN s THEN 7 | '\303\251\346\227\245' WHEN char(233, unicode(t)) THEN s ELSE s AND 'AbC' END)", 2, k1596 },
  { "(s, t) -> trim(unicode(NOT rtrim(100)))", 2, k1597 },
  { "(s, t) -> ('AbC' NOT LIKE '%\346\227\245%') IN ((t COLLATE BINARY > t) LIKE t ESCAPE '\134', 1.0)", 2, k1598 },
  { "(s, t) -> CASE trim(t) WHEN 1e15 THEN t WHEN length('-0') THEN s ELSE CASE WHEN s THEN 3 END END", 2, k1599 },
  { "(s, t) -> min(ltrim(t == s, s NOT IN (x'', 'abc')), ((s IN (9223372036854775807, t)) LIKE '_') COLLATE NOCASE) = ltrim(CASE s WHEN 'x' THEN s WHEN max(1e15, t, 100) THEN t ELSE t END)", 2, k1600 },
  { "(s, t) -> unicode(-1)", 2, k1601 },
  { "(s, t) -> trim(ifnull((+s) NOT NULL, min((-0.0) LIKE 'x\134%' ESCAPE '\134', (CASE s WHEN 'a%' THEN s WHEN s THEN NULL ELSE ' ' END) COLLATE RTRIM)))", 2, k1602 },
  { "(s, t) -> quote(s) LIKE '_b_'", 2, k1603 },
  { "(s, t) -> min((CASE WHEN ltrim(-3.75, 1) THEN 3 ELSE (-0.0) > t END) COLLATE NOCASE, hex(iif(s, s, s)))", 2, k1604 },
  { "(s, t) -> printf('%s-%s', unicode(''), substr(t, 0)) NOTNULL", 2, k1605 },
  { "(s, t) -> substring('1abc', 64)", 2, k1606 },
  { "(s, t) -> (CASE WHEN t LIKE '%\303\226%' ESCAPE '\134' THEN '' END) == t", 2, k1607 },
  { "(s, t) -> rtrim(s = CASE WHEN 3 LIKE t ESCAPE '\134' THEN hex(x'6162') END)", 2, k1608 },
  { "(s, t) -> (s IN (s, '1e3')) NOT BETWEEN length(s) AND 0.1", 2, k1609 },
  { "(s, t) -> typeof(char(233, unicode(t)))", 2, k1610 },
  { "(s, t) -> hex(substring(2, 5))", 2, k1611 },
  { "(s, t) -> printf('%#.3g', round(t) | instr(t, instr('a%', s)))", 2, k1612 },
  { "(s, t) -> min(CASE max('x' COLLATE NOCASE, -3.75) WHEN s THEN coalesce(unicode(''), upper(NULL)) WHEN trim(t, t) NOT LIKE '_' THEN x'6162' ELSE replace(instr(s, ' '), t NOT IN ('%', s), NULL) END, substr(substring(s <= 1.0, 2, NULL), 9223372036854775807, 1) COLLATE NOCASE)", 2, k1613 },
  { "(s, t) -> min(abs(t > '_') COLLATE NOCASE, CASE WHEN (-3.75) >= s THEN typeof('') END)", 2, k1614 },
  { "(s, t) -> CASE trim(s, min(s COLLATE RTRIM, 1)) WHEN t THEN char(1114112, unicode(instr('3', 2.5) | (s ISNULL))) WHEN s IS NOT unicode(iif(t, 1, s)) THEN s ELSE round(iif(s, CAST(-9223372036854775807 AS NUMERIC), t LIKE 'a%' ESCAPE '\134'), 1) END", 2, k1615 },
  { "(s, t) -> s NOT BETWEEN hex(substring('3', NULL)) AND ' 12 '", 2, k1616 },
  { "(s, t) -> (('0x1F' NOT BETWEEN s AND t) LIKE '%x' ESCAPE '\134') << (NOT (t LIKE '_' ESCAPE '\134'))", 2, k1617 },
  { "(s, t) -> like('_b_', t LIKE lower(t) ESCAPE '\134')", 2, k1618 },
  { "(s, t) -> nullif(lower(substring(substring(1e15, 1, NULL), 3)), ifnull(min('-0', t COLLATE NOCASE) COLLATE BINARY IS (100 IN (s, s)), max(CASE 7 WHEN t THEN 'AbC' WHEN t THEN -0.0 ELSE t END, (-1) LIKE '%\134_%' ESCAPE '\134', t)))", 2, k1619 },
  { "(s, t) -> instr(ltrim(lower(trim(s, t)), upper(-3.75)), '-0')", 2, k1620 },
  { "(s, t) -> unicode(nullif(t, -1) OR round(' 12 ', -1))", 2, k1621 },
  { "(s, t) -> like(t, 100)", 2, k1622 },
  { "(s, t) -> ((-3.75) GLOB '\077*') GLOB '[a-]*'", 2, k1623 },
  { "(s, t) -> min(char(1114112, unicode(s)) COLLATE RTRIM, length(2.5))", 2, k1624 },
  { "(s, t) -> iif(s, -3.75, 9223372036854775807) NOT BETWEEN (~s) AND 2.5", 2, k1625 },
  { "(s, t) -> trim(t) IN (s NOT IN (s, ''), 1.0)", 2, k1626 },
  { "(s, t) -> nullif(nullif(s, s), t << 1)", 2, k1627 },
  { "(s, t) -> NOT instr(s | '3', t <> s)", 2, k1628 },
  { "(s, t) -> iif(NOT (s NOT IN (0, s)), NOT (CASE t WHEN s THEN s WHEN t THEN 7 ELSE t END), length(min(s COLLATE NOCASE, '_')))", 2, k1629 },
  { "(s, t) -> instr(typeof(CAST(s AS BLOB)), t)", 2, k1630 },
  { "(s, t) -> round(char(0x1F600, unicode((-3.75) NOT BETWEEN s AND (x''))))", 2, k1631 },
  { "(s, t) -> hex(min(t, s COLLATE RTRIM))", 2, k1632 },
  { "(s, t) -> format('%.*s', '2', format('%Q', char(65, unicode(-9223372036854775807))))", 2, k1633 },
  { "(s, t) -> substr(s, -1, 9223372036854775807)", 2, k1634 },
  { "(s, t) -> min(s GLOB '*[', min(7 COLLATE NOCASE, 1))", 2, k1635 },
  { "(s, t) -> substring((-9223372036854775807) IN (s, s), -2, -9223372036854775807)", 2, k1636 },
  { "(s, t) -> max(1 NOT LIKE '', (+s) COLLATE NOCASE)", 2, k1637 },
  { "(s, t) -> like(lower(t), substr(substr('_', '2', 5), '2'))", 2, k1638 },
  { "(s, t) -> t >> CASE ('x' IS NOT s) NOT LIKE '%\303\226%' WHEN t THEN rtrim(1 NOT LIKE 'x\134%', instr('%', s)) WHEN char(-1, unicode('-0' IN (t, -0.0))) THEN 1e15 ELSE like('a%', s) >> 'a%' END", 2, k1639 },
  { "(s, t) -> like('%\346\227\245%', 1e15)", 2, k1640 },
  { "(s, t) -> (+s) IN (s, t)", 2, k1641 },
  { "(s, t) -> format('%#o', substr(nullif(ltrim(s, t) COLLATE NOCASE, min(x'', s COLLATE NOCASE)), 1, 0))", 2, k1642 },
  { "(s, t) -> iif(ifnull(min(s COLLATE NOCASE, s % t), length(instr(3, s))), hex(unicode(3) GLOB upper(t)), lower(s NOT GLOB '[a-]*') IS NULL)", 2, k1643 },
  { "(s, t) -> max(NOT (-9223372036854775807), instr(t, s) COLLATE RTRIM) LIKE '_b_' ESCAPE '\134'", 2, k1644 },
  { "(s, t) -> substr(replace(s, t, NULL), 1)", 2, k1645 },
  { "(s, t) -> (t GLOB '[a-]*') IN (CASE t WHEN s THEN NULL WHEN x'' THEN '\303\251\346\227\245' ELSE 1.0 END, x'')", 2, k1646 },
  { "(s, t) -> like('', t)", 2, k1647 },
  { "(s, t) -> ifnull('abc', CASE WHEN '_' THEN t ELSE 'a%' END)", 2, k1648 },
  { "(s, t) -> instr(substring(s, 5), NULL)", 2, k1649 },
  { "(s, t) -> upper(s) >> abs(s)", 2, k1650 },
  { "(s, t) -> ifnull((NOT s) LIKE '%_%' ESCAPE '\134', substring(length(t), -2, 1.5))", 2, k1651 },
  { "(s, t) -> CASE WHEN hex(s) THEN printf('%d', -1) ELSE t END", 2, k1652 },
  { "(s, t) -> trim(CASE WHEN unicode(s) THEN -9223372036854775807 ELSE min('abc', s) END, s)", 2, k1653 },
  { "(s, t) -> round(3 - s, -2)", 2, k1654 },
  { "(s, t) -> ifnull(substr(lower(NULL + 7), 2, t), ~unicode(s COLLATE BINARY IS s))", 2, k1655 },
  { "(s, t) -> upper(min(abs(max('x' COLLATE RTRIM, s)), min(instr('\303\251\346\227\245', s) COLLATE NOCASE, '3'), '_'))", 2, k1656 },
  { "(s, t) -> substring(t, '2')", 2, k1657 },
  { "(s, t) -> coalesce((9223372036854775807 IS (-9223372036854775807)) == (t ISNULL), iif('\303\251\346\227\245', ltrim('_', t), unicode(-0.0)))", 2, k1658 },
  { "(s, t) -> ltrim(s, instr(t, NULL))", 2, k1659 },
  { "(s, t) -> (('AbC' | '3') LIKE lower(t)) <> (x'')", 2, k1660 },
  { "(s, t) -> substring(nullif(-9223372036854775807, iif('a%', '0x1F', s) COLLATE RTRIM <= iif('-0', s, t)), 64)", 2, k1661 },
  { "(s, t) -> (NOT t) NOTNULL", 2, k1662 },
  { "(s, t) -> hex(s) NOT BETWEEN 'x' AND (-0.0)", 2, k1663 },
  { "(s, t) -> round(CAST(0 AS INTEGER) ISNULL, -2)", 2, k1664 },
  { "(s, t) -> ((t << ' 12 ') COLLATE NOCASE != s) IN (round((-1) NOT GLOB '[^a]*'), -9223372036854775807)", 2, k1665 },
  { "(s, t) -> lower(printf('%g', t NOT LIKE 'abc'))", 2, k1666 },
  { "(s, t) -> round(like('%', 0.1))", 2, k1667 },
  { "(s, t) -> unicode(max('AbC' COLLATE NOCASE, length('%') IS NOT coalesce(3, s)))", 2, k1668 },
  { "(s, t) -> printf('%g', CASE WHEN s THEN s ELSE s END)", 2, k1669 },
  { "(s, t) -> s COLLATE RTRIM <= char(NULL, unicode('abc'))", 2, k1670 },
  { "(s, t) -> CASE WHEN (like('a%', '2.5') NOT IN (t, s)) || 'a%' THEN s ELSE CASE NOT (1 < '1e3') WHEN t THEN quote('\303\251\346\227\245' IS NOT NULL) WHEN (-1) NOT BETWEEN (t <> 2) AND 1.0 THEN -3.75 ELSE rtrim('AbC' NOT BETWEEN s AND (-3.75)) END END", 2, k1671 },
  { "(s, t) -> NOT t", 2, k1672 },
  { "(s, t) -> instr('abc' NOT GLOB '[!a]*', s)", 2, k1673 },
  { "(s, t) -> CASE WHEN hex(replace('a%', t, NULL)) THEN replace(iif(1, t, 2.5), iif('\303\251\346\227\245', '', t), '-') ELSE (1.0 NOT LIKE '%_%') % ('' * s) END", 2, k1674 },
  { "(s, t) -> ltrim(~(~s), s BETWEEN 'a%' AND s)", 2, k1675 },
  { "(s, t) -> trim(substr(min((-t) COLLATE NOCASE, iif(100, s, s)), 0), t)", 2, k1676 },
  { "(s, t) -> CASE WHEN s THEN (-coalesce(3, 'x')) NOT IN (NOT (s LIKE '%x'), s) END", 2, k1677 },
  { "(s, t) -> rtrim((-0.0) NOT IN (1, s))", 2, k1678 },
  { "(s, t) -> hex(substr(0, 64, 0))", 2, k1679 },
  { "(s, t) -> format('%Q', unicode(round(CAST(t AS TEXT), -2)))", 2, k1680 },
  { "(s, t) -> substring(NOT s, 9223372036854775807)", 2, k1681 },
  { "(s, t) -> typeof(ifnull(2, s) IS NOT NULL)", 2, k1682 },
  { "(s, t) -> ((round(0) NOT BETWEEN substr('%', NULL, 5) AND s) IN (lower(7), t)) BETWEEN nullif(('AbC' LIKE '%\346\227\245%') COLLATE BINARY != (t NOT LIKE '%b%'), char(-1, unicode('x' / s))) AND s", 2, k1683 },
  { "(s, t) -> t NOT GLOB '[^a]*'", 2, k1684 },
  { "(s, t) -> abs(nullif(s, 1e15))", 2, k1685 },
  { "(s, t) -> CASE iif(quote(-1), rtrim(nullif(s, x'6162'), unicode(1e15)), t) WHEN s THEN CASE WHEN printf('%-+9.2e', t NOT LIKE t) THEN s NOT BETWEEN ' ' AND s << '-0' & 3 END WHEN 'abc' THEN NULL ELSE CAST(trim(s) AS INTEGER) END", 2, k1686 },
  { "(s, t) -> substring(t, 64)", 2, k1687 },
  { "(s, t) -> printf('%e', -1) & round(NOT char(65, unicode('%')))", 2, k1688 },
  { "(s, t) -> upper('\303\251\346\227\245') NOT GLOB '*[]x]*'", 2, k1689 },
  { "(s, t) -> min(trim(lower(NULL) IS CAST(1e15 AS REAL)), s < (iif(t, t, s) GLOB upper(t)))", 2, k1690 },
  { "(s, t) -> substring(s, t, 64)", 2, k1691 },
  { "(s, t) -> CAST(3 AS NUMERIC)", 2, k1692 },
  { "(s, t) -> CASE WHEN (t GLOB '*[') NOT NULL THEN like('x%', s) NOT NULL END", 2, k1693 },
  { "(s, t) -> '_' GLOB '[a-]*'", 2, k1694 },
  { "(s, t) -> ((CASE t WHEN x'6162' THEN -1 WHEN 'a%' THEN ' ' ELSE x'' END) LIKE '' ESCAPE '\134') || ltrim(ltrim(s, '1e3'), s)", 2, k1695 },
  { "(s, t) -> quote(CASE substring(t, -2) NOT IN (unicode(s), '_') WHEN '1e3' THEN like('A_C', -3.75) WHEN (0 COLLATE NOCASE >= '2.5') BETWEEN length(x'6162') AND t THEN s ELSE char(65, unicode(t)) NOT GLOB '[^a]*' END)", 2, k1696 },
  { "(s, t) -> abs((-1) GLOB '[a-]*')", 2, k1697 },
  { "(s, t) -> substring(2.5, 1, -2) COLLATE BINARY > like('_', rtrim(s, x'6162') >= '_')", 2, k1698 },
  { "(s, t) -> hex(replace(x'6162', 100, NULL))", 2, k1699 },
  { "(s, t) -> replace(unicode('0x1F' NOT NULL), lower(t), 'XY')", 2, k1700 },
  { "(s, t) -> rtrim(substring(coalesce(t, 3), '2', 3))", 2, k1701 },
  { "(s, t) -> replace(rtrim(s IS NOT NULL, min((x'') COLLATE NOCASE, s)), 100, 1)", 2, k1702 },
  { "(s, t) -> (NOT t) LIKE '%' ESCAPE '\134' != instr('0x1F' NOT LIKE t, replace(7, s, '\303\251'))", 2, k1703 },
  { "(s, t) -> min(t, s) NOT GLOB '*[a-c]*'", 2, k1704 },
  { "(s, t) -> unicode(like('x\134%', CASE s WHEN s THEN s WHEN '%' THEN '\303\251\346\227\245' ELSE s END))", 2, k1705 },
  { "(s, t) -> substr(char(1114112, unicode(lower('') + (NOT ''))), 1.5, 1)", 2, k1706 },
  { "(s, t) -> substring(s, 1)", 2, k1707 },
  { "(s, t) -> round(s)", 2, k1708 },
  { "(s, t) -> instr(quote(trim(s)), s)", 2, k1709 },
  { "(s, t) -> ((7 IS NULL) % t) AND (unicode(t) <= s)", 2, k1710 },
  { "(s, t) -> replace(t NOT LIKE '%x', s NOT GLOB '*[]x]*', '')", 2, k1711 },
  { "(s, t) -> iif(0, round(char(1114112, unicode(s))), length(length(t)))", 2, k1712 },
  { "(s, t) -> hex(like('%c', round(' 12 ', '2')))", 2, k1713 },
  { "(s, t) -> min((~lower(' 12 ')) COLLATE NOCASE, CASE WHEN round(0) THEN replace(t, 0.1, NULL) ELSE max(t, s COLLATE RTRIM) END)", 2, k1714 },
  { "(s, t) -> instr((s NOT IN (-0.0, '3')) + hex(s), max(NULL, s COLLATE RTRIM))", 2, k1715 },
  { "(s, t) -> hex(0)", 2, k1716 },
  { "(s, t) -> length(round(3, 1.5))", 2, k1717 },
  { "(s, t) -> ((CASE -9223372036854775807 WHEN s THEN s WHEN '1abc' THEN t ELSE s END) >> ('-0' | t)) NOT LIKE '%'", 2, k1718 },
  { "(s, t) -> ~(NULL LIKE '' ESCAPE '\134')", 2, k1719 },
  { "(s, t) -> substr(0 % 2, 5)", 2, k1720 },
  { "(s, t) -> min(trim(max('' NOTNULL, ~s), length(s)), char(233, unicode(NOT ifnull(s, t))), 9223372036854775807)", 2, k1721 },
  { "(s, t) -> CASE WHEN CAST(abs(t) AS INTEGER) THEN NOT nullif('_', s) ELSE 3 END", 2, k1722 },
  { "(s, t) -> coalesce(abs(t LIKE '%x'), upper(CASE WHEN 2.5 THEN NULL ELSE 2.5 END))", 2, k1723 },
  { "(s, t) -> instr('3' IS NULL, s IN ('', t))", 2, k1724 },
  { "(s, t) -> hex(min(-(s | '\303\251\346\227\245'), CAST(substr('\303\251\346\227\245', -2, 5) AS INTEGER)))", 2, k1725 },
  { "(s, t) -> instr(t COLLATE NOCASE < s, substr(1, t, NULL))", 2, k1726 },
  { "(s, t) -> char(0, unicode(t NOT IN (t, ' 12 '))) >= unicode('a%' COLLATE BINARY != (x'6162'))", 2, k1727 },
  { "(s, t) -> format('% d|%-6i|', NOT nullif(NOT t, s LIKE '%_%' ESCAPE '\134'), max(s, '0x1F' COLLATE RTRIM) NOT BETWEEN s AND (x'6162'))", 2, k1728 },
  { "(s, t) -> nullif(like('abc', t) LIKE '_' ESCAPE '\134', s NOT IN (printf('%d', lower(t)), 7))", 2, k1729 },
  { "(s, t) -> lower(2 IN (typeof(t) % (CASE WHEN 1e15 THEN s ELSE '0x1F' END), NULL))", 2, k1730 },
  { "(s, t) -> replace(iif(t, substring(t, NULL, 5), s + ' '), CASE WHEN t THEN s ELSE 3 END, '')", 2, k1731 },
  { "(s, t) -> CASE s WHEN t THEN (CASE WHEN 'a%' THEN 1e15 ELSE s END) BETWEEN (NOT '') AND t WHEN 'x' THEN s ELSE unicode(~t) END", 2, k1732 },
  { "(s, t) -> substring(iif(nullif('1abc', s), s, iif(t, s, 3)) < length(1.0 COLLATE NOCASE >= 'AbC'), 2)", 2, k1733 },
  { "(s, t) -> printf('%-+9.2e', s)", 2, k1734 },
  { "(s, t) -> CASE (CASE WHEN t THEN s END) NOT LIKE '_' WHEN t THEN instr(100, -3.75) NOT BETWEEN t AND (-9223372036854775807) WHEN replace('-0' << t, round(s), 1) THEN x'' ELSE (CASE t WHEN '0x1F' THEN s WHEN s THEN t ELSE x'' END) LIKE '%_%' END", 2, k1735 },
  { "(s, t) -> iif(CAST(trim(-9223372036854775807) AS NUMERIC), iif(s, '-0', t) BETWEEN char(0, unicode(s)) AND '3', 1.0)", 2, k1736 },
  { "(s, t) -> trim(coalesce('a%', -0.0) NOT LIKE '_', s IS NOT 'a%') >= rtrim('0x1F')", 2, k1737 },
  { "(s, t) -> min(substr((x'6162') == s, 2, 0) COLLATE RTRIM, unicode(' 12 ') == CASE WHEN 0.1 THEN s END)", 2, k1738 },
  { "(s, t) -> upper((t BETWEEN NULL AND t) NOT IN (t, t))", 2, k1739 },
  { "(s, t) -> char(0x1F600, unicode(ifnull(like('%', nullif(s, 1.0)), abs(ltrim(t)))))", 2, k1740 },
  { "(s, t) -> replace(iif(s, 3, s), t | (-3.75), 1)", 2, k1741 },
  { "(s, t) -> min(substr(s, 2), 1 LIKE 'abc', -1) GLOB '*'", 2, k1742 },
  { "(s, t) -> CASE WHEN round(upper(t), 2) THEN max(ltrim(t, s), ('\303\251\346\227\245' OR t) COLLATE RTRIM) || replace(like(lower(t), t), t BETWEEN t AND (-1), '\303\251') ELSE rtrim('1e3', format('%e', ' ')) END", 2, k1743 },
  { "(s, t) -> nullif(char(65, unicode(round(substring(s, 0)))), replace(coalesce(abs(t), s LIKE '%b%'), '3', 'XY'))", 2, k1744 },
  { "(s, t) -> ((-9223372036854775807) BETWEEN (-3.75) AND s) IS NOT NULL", 2, k1745 },
  { "(s, t) -> replace(t, length(s), NULL)", 2, k1746 },
  { "(s, t) -> round(0.1 LIKE 'x\134%' ESCAPE '\134', 9223372036854775807)", 2, k1747 },
  { "(s, t) -> t IS ('AbC' >= (-1))", 2, k1748 },
  { "(s, t) -> rtrim(t NOT LIKE '%')", 2, k1749 },
  { "(s, t) -> length(replace(abs(t), rtrim('a%', t), NULL))", 2, k1750 },
  { "(s, t) -> substring(t, 5) >= (NOT 7)", 2, k1751 },
  { "(s, t) -> length(trim(min(NULL, t COLLATE NOCASE))) << t", 2, k1752 },
  { "(s, t) -> CASE WHEN (NOT t) GLOB '*[a-c]*' THEN substring(s, 1, 1) ELSE 1 END", 2, k1753 },
  { "(s, t) -> char(-1, unicode(s OR s))", 2, k1754 },
  { "(s, t) -> trim(min(printf('%-8s|', t), t AND s))", 2, k1755 },
  { "(s, t) -> (2 COLLATE NOCASE < 'abc') NOT IN (CASE t WHEN -3.75 THEN s WHEN '3' THEN '' ELSE '-0' END, s)", 2, k1756 },
  { "(s, t) -> max((t IS NULL) NOTNULL, -3.75)", 2, k1757 },
  { "(s, t) -> (-iif(x'', t, t)) >= max(t, length(t), t)", 2, k1758 },
  { "(s, t) -> nullif(s OR t, -t)", 2, k1759 },
  { "(s, t) -> format('%#.3g', (s NOT BETWEEN t AND 0.1) BETWEEN (-3) AND s << CASE t ISNULL WHEN 2 THEN nullif(2 COLLATE RTRIM, s) WHEN s <> s THEN t ELSE s END)", 2, k1760 },
  { "(s, t) -> round('1abc') LIKE '%x' ESCAPE '\134'", 2, k1761 },
  { "(s, t) -> (CASE WHEN trim(min(9223372036854775807, 'abc' COLLATE RTRIM), round(9223372036854775807)) THEN length(s COLLATE BINARY = 1.0) ELSE quote(1) END) LIKE 'abc' ESCAPE '\134'", 2, k1762 },
  { "(s, t) -> max(printf('% d|%-6i|', 2.5, s), ('1e3' AND 'x') COLLATE RTRIM)", 2, k1763 },
  { "(s, t) -> iif((CASE '0x1F' WHEN t THEN -0.0 WHEN t THEN -0.0 ELSE '1e3' END) / (NOT ' 12 '), CAST(ifnull('AbC', 2.5) AS BLOB), iif(t, t IS NOT s, 1e15 / t))", 2, k1764 },
  { "(s, t) -> iif(format('%-8s|', t), (-1) LIKE '%b%' ESCAPE '\134', t)", 2, k1765 },
  { "(s, t) -> coalesce(s, -9223372036854775807) > typeof(9223372036854775807)", 2, k1766 },
  { "(s, t) -> max(substring(printf('%10.4e', s), 5), '3' COLLATE NOCASE)", 2, k1767 },
  { "(s, t) -> '1abc' NOT GLOB 'a*'", 2, k1768 },
  { "(s, t) -> (t COLLATE NOCASE <= (x'6162')) GLOB '[!a]*'", 2, k1769 },
  { "(s, t) -> iif(s, t COLLATE NOCASE <= '1abc', lower(NOT ('1e3' < s)))", 2, k1770 },
  { "(s, t) -> NOT ((-3.75) NOT IN (s, x'6162'))", 2, k1771 },
  { "(s, t) -> (NOT 3) NOT LIKE 'abc'", 2, k1772 },
  { "(s, t) -> substring(CASE 1.0 WHEN s THEN ' 12 ' WHEN 'x' THEN 0 ELSE 'x' END, 5, 64)", 2, k1773 },
  { "(s, t) -> unicode(CAST((t BETWEEN (-0.0) AND s) IN (max('1e3', s), 2.5) AS REAL))", 2, k1774 },
  { "(s, t) -> ('2.5' & s) NOT IN (abs(' 12 '), '')", 2, k1775 },
  { "(s, t) -> unicode(min(-(-''), ifnull(format('%Q', s), ifnull(t, s))))", 2, k1776 },
  { "(s, t) -> CAST(s AS BLOB) NOT GLOB '*\346\227\245*'", 2, k1777 },
  { "(s, t) -> printf('%x|%o', x'6162', x'6162') OR t", 2, k1778 },
  { "(s, t) -> hex(ltrim(t, CASE WHEN x'6162' THEN '2.5' END))", 2, k1779 },
  { "(s, t) -> hex((CASE instr(x'', s) WHEN t THEN s = (-1) WHEN replace(t, t, '') THEN s ELSE iif('AbC', '3', s) END) BETWEEN unicode(printf('%-8s|', 'x')) AND t)", 2, k1780 },
  { "(s, t) -> length(rtrim(min('', '\303\251\346\227\245' COLLATE NOCASE) LIKE '%_%' ESCAPE '\134'))", 2, k1781 },
  { "(s, t) -> instr(abs(min((CASE WHEN s THEN s ELSE 'a%' END) COLLATE RTRIM, 100)), round(s))", 2, k1782 },
  { "(s, t) -> min(CASE WHEN nullif('abc', t) THEN s NOTNULL END, nullif(0 NOTNULL, s NOTNULL))", 2, k1783 },
  { "(s, t) -> CASE typeof(100) WHEN 'AbC' THEN NOT trim(CAST(9223372036854775807 AS INTEGER), (x'6162') LIKE '%\346\227\245%' ESCAPE '\134') WHEN 'x' THEN 'x' ELSE substr(t, 1.5, -9223372036854775807) END", 2, k1784 },
  { "(s, t) -> nullif(lower(0.1 == '0x1F'), like(lower(t), ' ')) IS NOT nullif(('_' IS NOT t) BETWEEN (NOT ' 12 ') AND s, char(0x1F600, unicode(t)) ISNULL)", 2, k1785 },
  { "(s, t) -> 2 GLOB '[a-]*'", 2, k1786 },
  { "(s, t) -> max(2, '_' COLLATE NOCASE) LIKE '%\346\227\245%' ESCAPE '\134'", 2, k1787 },
  { "(s, t) -> (ifnull(t, s) COLLATE BINARY <= 0) GLOB '[a-]*'", 2, k1788 },
  { "(s, t) -> CASE max(s, s COLLATE RTRIM) WHEN s THEN max(t COLLATE RTRIM, s) WHEN iif(t, s, '1e3') THEN t ELSE NULL COLLATE RTRIM IS '-0' END", 2, k1789 },
  { "(s, t) -> abs(ltrim(NOT t, 3) / max(s, t COLLATE NOCASE))", 2, k1790 },
  { "(s, t) -> trim(substr(-3.75, 64, 64), max(s, t COLLATE RTRIM)) COLLATE NOCASE = coalesce(upper(-0.0), nullif(s, ' 12 '))", 2, k1791 },
  { "(s, t) -> (CASE WHEN (t NOT LIKE 'a%') IN ('0x1F' COLLATE BINARY = (x'6162'), s) THEN 9223372036854775807 END) NOT GLOB '*\346\227\245*'", 2, k1792 },
  { "(s, t) -> min(nullif(s, t) COLLATE NOCASE, s)", 2, k1793 },
  { "(s, t) -> -max(t, '1abc', s)", 2, k1794 },
  { "(s, t) -> abs(s) COLLATE BINARY > ('\303\251\346\227\245' LIKE t ESCAPE '\134')", 2, k1795 },
  { "(s, t) -> (~instr(s, s)) == '\303\251\346\227\245'", 2, k1796 },
  { "(s, t) -> NOT max(char(65, unicode(2 + s)), char(NULL, unicode(quote('\303\251\346\227\245'))) COLLATE RTRIM)", 2, k1797 },
  { "(s, t) -> round(upper(substr(CASE t WHEN t THEN t WHEN s THEN 'abc' ELSE t END, -2, 2)))", 2, k1798 },
  { "(s, t) -> length(CASE t WHEN t THEN instr(1, s) WHEN CASE s WHEN 0 THEN '_' WHEN 'AbC' THEN s ELSE s END THEN s ELSE '%' END) COLLATE NOCASE = min(s & s % hex(s), printf('%+05d', t NOT IN (7, t)))", 2, k1799 },
  { "(s, t) -> round(instr(2.5, s)) <= CAST(replace('0x1F', t, NULL) AS TEXT)", 2, k1800 },
  { "(s, t) -> lower('AbC') == char(65, unicode(-0.0))", 2, k1801 },
  { "(s, t) -> substring(CASE s WHEN s THEN s WHEN s THEN s ELSE s END, t, 5)", 2, k1802 },
  { "(s, t) -> replace(round('x'), 100, 1)", 2, k1803 },
  { "(s, t) -> ltrim(length(-t) NOT BETWEEN (substring(s, '2') + ' 12 ') AND '0x1F')", 2, k1804 },
  { "(s, t) -> max('AbC', like('x\134%', '0x1F'), NULL)", 2, k1805 },
  { "(s, t) -> trim(s, round(x'6162', 1))", 2, k1806 },
  { "(s, t) -> ((CASE t WHEN s THEN s WHEN 2.5 THEN s ELSE 'a%' END) LIKE lower(t)) IS NULL", 2, k1807 },
  { "(s, t) -> char(NULL, unicode(CASE WHEN '' THEN s ELSE s END))", 2, k1808 },
  { "(s, t) -> printf('%Q', ' 12 ' NOT IN (NULL, t)) <= iif('3', char(233, unicode(t)), '0x1F' & s) * (NOT (like('%_%', t) IS ' '))", 2, k1809 },
  { "(s, t) -> substr(substr((-1) IN (t, t), NULL, 2) LIKE 'abc' ESCAPE '\134', 64)", 2, k1810 },
  { "(s, t) -> 7 IS NOT NULL", 2, k1811 },
  { "(s, t) -> round(' 12 ', 2) != max(CASE WHEN t THEN s ELSE t END, (s << '_') COLLATE RTRIM)", 2, k1812 },
  { "(s, t) -> lower(max('', s) COLLATE BINARY >= (CASE 2 WHEN -1 THEN 2 WHEN s THEN '2.5' ELSE t END))", 2, k1813 },
  { "(s, t) -> upper('%') NOT BETWEEN '_' AND '2.5'", 2, k1814 },
  { "(s, t) -> 2.5 COLLATE RTRIM IS round(s, 1)", 2, k1815 },
  { "(s, t) -> (NOT s) NOTNULL", 2, k1816 },
  { "(s, t) -> unicode(max(instr('0x1F', t), length(t) COLLATE RTRIM))", 2, k1817 },
  { "(s, t) -> (NOT t) LIKE '_b_' ESCAPE '\134'", 2, k1818 },
  { "(s, t) -> CASE WHEN +round(t, 0) THEN trim(hex(CASE WHEN '1abc' THEN s END), s IN (t, s)) END", 2, k1819 },
  { "(s, t) -> upper(-(CASE WHEN t THEN 'abc' END))", 2, k1820 },
  { "(s, t) -> substring(max(min(s, '%') < instr(t, t), (length(t) GLOB '*[a-c]*') COLLATE NOCASE), 2)", 2, k1821 },
  { "(s, t) -> 0.1", 2, k1822 },
  { "(s, t) -> CASE WHEN max(1, 1.0 COLLATE RTRIM) THEN s ELSE CASE WHEN -1 THEN s ELSE s END END", 2, k1823 },
  { "(s, t) -> length(CASE WHEN min(-3.75, 'a%', '1e3') THEN ~'0x1F' END)", 2, k1824 },
  { "(s, t) -> min(upper(hex(7)), s COLLATE NOCASE)", 2, k1825 },
  { "(s, t) -> (-1) LIKE lower(t)", 2, k1826 },
  { "(s, t) -> substring(2, 1)", 2, k1827 },
  { "(s, t) -> unicode(max(hex(0) NOTNULL, t COLLATE NOCASE))", 2, k1828 },
  { "(s, t) -> CAST(char(233, unicode((-3.75) OR t)) AS INTEGER)", 2, k1829 },
  { "(s, t) -> max(length(t), hex(CAST(nullif(t, t) AS BLOB)) COLLATE RTRIM)", 2, k1830 },
  { "(s, t) -> length(char(0x1F600, unicode(s)))", 2, k1831 },
  { "(s, t) -> hex(substring(nullif(t OR s, length(t)), 1.5))", 2, k1832 },
  { "(s, t) -> round(s OR t, 1)", 2, k1833 },
  { "(s, t) -> (NOT ((x'6162' || 0) < char(0x1F600, unicode(s)))) IS NULL", 2, k1834 },
  { "(s, t) -> nullif((0 >= 2.5) COLLATE RTRIM, s NOT IN (t, -1))", 2, k1835 },
  { "(s, t) -> hex(abs(-0.0) ISNULL)", 2, k1836 },
  { "(s, t) -> min(instr('a%', like('', '3')) COLLATE RTRIM, replace(s, 9223372036854775807 GLOB '*x', 'XY'))", 2, k1837 },
  { "(s, t) -> rtrim(max('2.5', 'abc' COLLATE RTRIM))", 2, k1838 },
  { "(s, t) -> like('%\134_%', t LIKE '%x' ESCAPE '\134')", 2, k1839 },
  { "(s, t) -> CAST(t GLOB '*x' AS INTEGER)", 2, k1840 },
  { "(s, t) -> CASE nullif(length(2), instr(unicode(t), abs(s))) WHEN 0.1 THEN iif(t, 'AbC', CAST(s NOT LIKE 'A_C' AS BLOB)) WHEN max(max(char(NULL, unicode(s)), like('x\134%', s), s), printf('%d', t) COLLATE RTRIM) THEN s ELSE substring(substring(s IN ('%', s), '2', -2), 9223372036854775807, -9223372036854775807) END", 2, k1841 },
  { "(s, t) -> coalesce(t, rtrim(s, 'x'))", 2, k1842 },
  { "(s, t) -> CASE WHEN '1e3' THEN trim(CAST(t AS REAL), iif('-0', 2, t)) ELSE unicode(min(s, trim(2, '1e3') COLLATE NOCASE)) END", 2, k1843 },
  { "(s, t) -> substring(' 12 ', 0)", 2, k1844 },
  { "(s, t) -> round(abs(substr(s, 3, 2)))", 2, k1845 },
  { "(s, t) -> t GLOB 'a*'", 2, k1846 },
  { "(s, t) -> char(233, unicode(CASE NOT '1abc' WHEN NULL THEN CASE WHEN s THEN 'abc' ELSE s END WHEN NOT 2.5 THEN s ELSE '-0' END))", 2, k1847 },
  { "(s, t) -> instr(0 NOT LIKE '', 'a%')", 2, k1848 },
  { "(s, t) -> unicode(NOT ('3' COLLATE BINARY < t))", 2, k1849 },
  { "(s, t) -> lower(instr(coalesce('0x1F', CASE WHEN t THEN '\303\251\346\227\245' END), max(s, '' COLLATE NOCASE)))", 2, k1850 },
  { "(s, t) -> min(NOT s, format('%X', like('%\303\226%', +t)) COLLATE NOCASE)", 2, k1851 },
  { "(s, t) -> format('%X', 'abc' NOT BETWEEN 1 AND 7)", 2, k1852 },
  { "(s, t) -> like('%\303\226%', (-9223372036854775807) LIKE '%x' ESCAPE '\134')", 2, k1853 },
  { "(s, t) -> unicode(t LIKE '_' ESCAPE '\134')", 2, k1854 },
  { "(s, t) -> min(unicode((-9223372036854775807) + s), (substring('\303\251\346\227\245', 9223372036854775807, 1.5) OR replace(t, '0x1F', 1)) COLLATE RTRIM) LIKE '%_%' ESCAPE '\134'", 2, k1855 },
  { "(s, t) -> char(-1, unicode(quote('\303\251\346\227\245')))", 2, k1856 },
  { "(s, t) -> '2.5' BETWEEN min(hex(rtrim(' ')) COLLATE RTRIM, substring(s, 64, -1) IS NULL) AND t", 2, k1857 },
  { "(s, t) -> (CASE x'6162' >= x'6162' WHEN s THEN rtrim(3) WHEN s NOT IN (s, ' 12 ') THEN 2 ELSE ~0.1 END * t) LIKE '_b_' ESCAPE '\134'", 2, k1858 },
  { "(s, t) -> instr(s, 3) BETWEEN round(0.1) AND s", 2, k1859 },
  { "(s, t) -> (s LIKE '%c' ESCAPE '\134') NOT IN (s, s)", 2, k1860 },
  { "(s, t) -> length(t LIKE '%\134_%')", 2, k1861 },
  { "(s, t) -> round(NOT s)", 2, k1862 },
  { "(s, t) -> hex(substring('-0', 0) NOT NULL)", 2, k1863 },
  { "(s, t) -> NOT ifnull(ltrim(like('%', t), t), hex(abs('3')))", 2, k1864 },
  { "(s, t) -> round(s, 1)", 2, k1865 },
  { "(s, t) -> ((NOT s) AND ('1abc' IS t)) NOT IN (round(hex(x'6162'), -2), t)", 2, k1866 },
  { "(s, t) -> format('%10.4e', CAST(s AS TEXT))", 2, k1867 },
  { "(s, t) -> CASE WHEN char(65, unicode('0x1F')) THEN char(233, unicode(3)) ELSE s NOT BETWEEN ' 12 ' AND 1.0 END", 2, k1868 },
  { "(s, t) -> (CASE WHEN 100 THEN iif('1e3', -9223372036854775807, t) ELSE iif(s, 2.5, t) END) IN ('%', s)", 2, k1869 },
  { "(s, t) -> trim(t, abs(s))", 2, k1870 },
  { "(s, t) -> min(1.0 >= s, s)", 2, k1871 },
  { "(s, t) -> format('%e', NOT iif(t GLOB '[!a]*', lower(2), trim(t)))", 2, k1872 },
  { "(s, t) -> max('0x1F' BETWEEN '0x1F' AND 7 <= s, t, s) NOT IN (min((iif(-1, s, s) == (CASE t WHEN -1 THEN '' WHEN 'abc' THEN t ELSE '\303\251\346\227\245' END)) COLLATE NOCASE, (CASE WHEN s THEN 0 END) BETWEEN CAST(s AS BLOB) AND t), '-0')", 2, k1873 },
  { "(s, t) -> instr(nullif(s, 0 IN ('_', s)), instr(s, s))", 2, k1874 },
  { "(s, t) -> min(nullif(NULL COLLATE NOCASE, s) - printf('%X', '1abc'), (t ISNULL) OR t) NOT GLOB '*['", 2, k1875 },
  { "(s, t) -> unicode(rtrim(t))", 2, k1876 },
  { "(s, t) -> trim(abs(s), format('%Q', t))", 2, k1877 },
  { "(s, t) -> s IN (t, s)", 2, k1878 },
  { "(s, t) -> NOT (upper(0 COLLATE NOCASE = 'AbC') < ((CASE 'x' WHEN t THEN t WHEN -3.75 THEN ' ' ELSE '1e3' END) IN (' 12 ', s)))", 2, k1879 },
  { "(s, t) -> quote(unicode(t))", 2, k1880 },
  { "(s, t) -> nullif(length(s) COLLATE RTRIM, (-9223372036854775807) IS NOT NULL)", 2, k1881 },
  { "(s, t) -> round(hex(-9223372036854775807), 5)", 2, k1882 },
  { "(s, t) -> like('%', like('%\346\227\245%', ' 12 '))", 2, k1883 },
  { "(s, t) -> CASE rtrim('%') WHEN 'AbC' THEN upper(s) WHEN upper(3) THEN t ELSE printf('%#.3g', s) END", 2, k1884 },
  { "(s, t) -> max(trim(replace(coalesce(s, 2.5), min(t COLLATE NOCASE, 3), '-')), abs('abc'), 2)", 2, k1885 },
  { "(s, t) -> iif(substr(s, NULL), upper(s), CASE min(0.1 COLLATE RTRIM, s) > min(s, s COLLATE NOCASE) WHEN -3.75 THEN CASE WHEN min(t, s COLLATE NOCASE) THEN upper(t) ELSE CASE WHEN s THEN 0 ELSE s END END WHEN '1e3' THEN s ELSE (NOT t) AND t END)", 2, k1886 },
  { "(s, t) -> s >= -1", 2, k1887 },
  { "(s, t) -> CAST(1.0 AS BLOB)", 2, k1888 },
  { "(s, t) -> max(s, max(trim(t, t), t COLLATE NOCASE))", 2, k1889 },
  { "(s, t) -> nullif(instr(t, quote(' ')) COLLATE RTRIM, substr(s, 9223372036854775807, '2') ISNULL) IN (like('%b%', max(s, t)) IN (instr(format('%d', -0.0), CASE -0.0 WHEN s THEN s WHEN s THEN s ELSE '3' END), s), '1abc')", 2, k1890 },
  { "(s, t) -> CAST(substr(round(1, 9223372036854775807), 2) AS NUMERIC)", 2, k1891 },
  { "(s, t) -> (CASE WHEN t THEN t ELSE 1e15 END) GLOB '[^a]*'", 2, k1892 },
  { "(s, t) -> nullif(length(s) COLLATE RTRIM, min(t COLLATE NOCASE, t))", 2, k1893 },
  { "(s, t) -> rtrim(s BETWEEN s AND 2.5, NOT (-0.0))", 2, k1894 },
  { "(s, t) -> char(1114112, unicode(instr(substr(3, '2', t), 3))) & (hex(s LIKE '%x' ESCAPE '\134') | +(s IS NOT 3))", 2, k1895 },
  { "(s, t) -> min(max(NULL COLLATE NOCASE, t), round(s))", 2, k1896 },
  { "(s, t) -> nullif((CASE 0 WHEN 9223372036854775807 THEN -0.0 WHEN CASE WHEN max(t COLLATE NOCASE, 'abc') THEN substr(t, 2) END THEN 7 ELSE substr(t, '2', -2) % t END) COLLATE NOCASE, length(' 12 '))", 2, k1897 },
  { "(s, t) -> quote(rtrim(('3' LIKE 'abc' ESCAPE '\134') COLLATE NOCASE != quote(t)))", 2, k1898 },
  { "(s, t) -> CASE 1e15 WHEN 1 THEN CASE (-3.75) NOT LIKE 'x%' WHEN s THEN s WHEN hex(3) THEN t ELSE max(2.5, '0x1F' COLLATE RTRIM) END WHEN (NOT t) COLLATE NOCASE <= (1 <= '1abc') THEN s ELSE instr(t, s) COLLATE RTRIM != iif(t, t, 'a%') END", 2, k1899 },
  { "(s, t) -> typeof(ifnull(NOT 'a%', max(s, s COLLATE NOCASE))) + coalesce((0.1 != '1abc') < s, max(t COLLATE RTRIM, 'AbC') NOT BETWEEN (x'6162') AND '1e3')", 2, k1900 },
  { "(s, t) -> (CASE t WHEN x'6162' THEN x'6162' WHEN -0.0 THEN t ELSE -0.0 END) LIKE '%' ESCAPE '\134'", 2, k1901 },
  { "(s, t) -> like('%x', rtrim(t))", 2, k1902 },
  { "(s, t) -> substr(t, 5) NOT NULL", 2, k1903 },
  { "(s, t) -> printf('%+05d', max(3 IS NULL, unicode(-9223372036854775807) COLLATE RTRIM))", 2, k1904 },
  { "(s, t) -> substr(abs(0), NULL)", 2, k1905 },
  { "(s, t) -> abs(iif(s NOT BETWEEN s AND ' 12 ', trim(t, t), 1))", 2, k1906 },
  { "(s, t) -> ifnull(like('%x', instr(s IN ('1abc', s), rtrim(s, 2))), nullif(hex(s COLLATE NOCASE IS t) COLLATE NOCASE, '-0' != s))", 2, k1907 },
  { "(s, t) -> min(NULL COLLATE NOCASE, NOT 100)", 2, k1908 },
  { "(s, t) -> instr(substring(iif('-0', s, 2.5), 1), t LIKE 'x%' ESCAPE '\134')", 2, k1909 },
  { "(s, t) -> ifnull(t, s) IS NOT NULL", 2, k1910 },
  { "(s, t) -> substring(CASE CASE t WHEN t THEN 0 WHEN 9223372036854775807 THEN s ELSE s END WHEN t THEN upper(s) WHEN char(-1, unicode(t)) THEN '0x1F' ELSE CASE WHEN ' ' THEN -0.0 ELSE s END END, 64, -1) >= max(format('%s', -3.75) COLLATE NOCASE = ('' NOT BETWEEN t AND s), max(round(t), (t = 2) COLLATE NOCASE), s)", 2, k1911 },
  { "(s, t) -> CAST(unicode(t) NOT GLOB '[!a]*' AS BLOB)", 2, k1912 },
  { "(s, t) -> CASE s & 0.1 NOT LIKE 'x%' WHEN t THEN NOT coalesce(t, t) WHEN max(s == t, format('%Q', t) COLLATE RTRIM) THEN 'abc' ELSE min(trim(s) COLLATE NOCASE, quote(s)) END", 2, k1913 },
  { "(s, t) -> nullif(nullif((substring(s, '2') || (CASE '' WHEN -0.0 THEN s WHEN 3 THEN -9223372036854775807 ELSE -9223372036854775807 END)) COLLATE RTRIM, (1e15 LIKE '%b%' ESCAPE '\134') ISNULL), CASE round(instr(s, s), 9223372036854775807) WHEN s THEN typeof(s NOT IN (1e15, s)) WHEN NOT unicode(t) THEN '1abc' ELSE NOT rtrim(t, s) END)", 2, k1914 },
  { "(s, t) -> substring(quote(substr(s, 0, t)), -9223372036854775807, -1)", 2, k1915 },
  { "(s, t) -> ifnull(NOT t, s GLOB t)", 2, k1916 },
  { "(s, t) -> CAST(s AS BLOB) IN (7 NOT GLOB '\077*', '2.5')", 2, k1917 },
  { "(s, t) -> -nullif(('3' NOT GLOB '*[]x]*') GLOB '*[a-c]*', iif(t || s, coalesce(s, ''), s AND s))", 2, k1918 },
  { "(s, t) -> (~(2 - s)) IS max('x' COLLATE RTRIM, replace(-9223372036854775807, x'', 'XY'))", 2, k1919 },
  { "(s, t) -> replace(abs(t), char(NULL, unicode(t)), NULL)", 2, k1920 },
  { "(s, t) -> NOT unicode(s)", 2, k1921 },
  { "(s, t) -> length(x'') = ltrim(t)", 2, k1922 },
  { "(s, t) -> NOT ((CASE s WHEN ' ' THEN '' WHEN t THEN s ELSE t END) COLLATE BINARY <= (NOT 1e15))", 2, k1923 },
  { "(s, t) -> upper('a%')", 2, k1924 },
  { "(s, t) -> -trim(min(t, 1 COLLATE RTRIM) IN ('-0' IS NOT s, 2), s GLOB t)", 2, k1925 },
  { "(s, t) -> nullif((-1) COLLATE RTRIM, CASE like('%\346\227\245%', s) WHEN t THEN quote(max('2.5', t)) WHEN hex(rtrim(t, s)) THEN x'6162' ELSE ((x'6162') NOT LIKE lower(t)) NOT LIKE '%\303\226%' END)", 2, k1926 },
  { "(s, t) -> trim(s, 9223372036854775807) NOTNULL", 2, k1927 },
  { "(s, t) -> nullif((0.1 < format('%#.3g', '1e3')) COLLATE NOCASE, nullif(coalesce(100, s), t))", 2, k1928 },
  { "(s, t) -> length(abs(NOT s))", 2, k1929 },
  { "(s, t) -> max(max(s COLLATE RTRIM, ' '), char(65, unicode(-1)) COLLATE NOCASE)", 2, k1930 },
  { "(s, t) -> unicode(abs(max(t, '\303\251\346\227\245')) NOT BETWEEN t AND s)", 2, k1931 },
  { "(s, t) -> nullif((NOT s) COLLATE NOCASE, -t) COLLATE RTRIM IS (1.0 NOT LIKE '%_%')", 2, k1932 },
  { "(s, t) -> s || (NOT s)", 2, k1933 },
  { "(s, t) -> typeof(length(s))", 2, k1934 },
  { "(s, t) -> CAST(s AS NUMERIC) NOT IN (format('%-+9.2e', s), s)", 2, k1935 },
  { "(s, t) -> ((trim(t) NOT BETWEEN unicode(-3.75) AND s) BETWEEN (trim(2.5, 2.5) NOT LIKE '%\303\226%') AND s) IN (upper(trim(trim(s, s))), t)", 2, k1936 },
  { "(s, t) -> min(replace(like('abc', s), t BETWEEN s AND 3, 1) IN (+round(t, 0), t), abs(replace(x'', ' ', '') BETWEEN (s GLOB '[^a]*') AND s) COLLATE RTRIM)", 2, k1937 },
  { "(s, t) -> max(round(s, -2) COLLATE BINARY IS (((-9223372036854775807) LIKE '%\134_%') NOT LIKE 'A_C'), s)", 2, k1938 },
  { "(s, t) -> min(s, (CASE +(1 NOT LIKE '%b%') WHEN s THEN unicode(1.0 NOTNULL) WHEN NOT (CASE 9223372036854775807 WHEN s THEN x'' WHEN t THEN t ELSE '2.5' END) THEN s ELSE x'6162' END) COLLATE RTRIM)", 2, k1939 },
  { "(s, t) -> rtrim(substring(iif(7, t, s), t, 5))", 2, k1940 },
  { "(s, t) -> CAST(100 AS INTEGER)", 2, k1941 },
  { "(s, t) -> NOT ((substring(t, 0, 5) LIKE t) NOT BETWEEN (instr('-0', 1.0) >= instr(s, s)) AND 1)", 2, k1942 },
  { "(s, t) -> t NOT GLOB 'a*'", 2, k1943 },
  { "(s, t) -> ltrim(iif(abs(s), length(s), nullif('abc', t)) IN (typeof(2) COLLATE NOCASE = t, t), x'')", 2, k1944 },
  { "(s, t) -> ifnull(hex(round(t)), t COLLATE NOCASE IS replace(t, s, 'XY'))", 2, k1945 },
  { "(s, t) -> substring(s, 1, '2')", 2, k1946 },
  { "(s, t) -> trim(substring(CASE NULL WHEN '0x1F' THEN '_' WHEN s THEN t ELSE '-0' END, NULL))", 2, k1947 },
  { "(s, t) -> t - (-0.0)", 2, k1948 },
  { "(s, t) -> char(65, unicode(nullif(min('2.5', t | '1abc', t), substring(substr(t, '2'), 64))))", 2, k1949 },
  { "(s, t) -> nullif(NOT (100 - ' 12 '), round(CAST(t AS BLOB)))", 2, k1950 },
  { "(s, t) -> length(format('%-+9.2e', iif(trim(t), s = (-0.0), char(65, unicode(s)))))", 2, k1951 },
  { "(s, t) -> min('0x1F', s) LIKE 'a%' ESCAPE '\134'", 2, k1952 },
  { "(s, t) -> iif(t, NOT lower(NULL), t COLLATE NOCASE IS instr(s, -3.75)) NOT NULL", 2, k1953 },
  { "(s, t) -> unicode(CASE WHEN s THEN t END)", 2, k1954 },
  { "(s, t) -> s IN (max(trim(s, '\303\251\346\227\245'), replace(s, s, NULL)), 9223372036854775807)", 2, k1955 },
  { "(s, t) -> round(NOT t, 2)", 2, k1956 },
  { "(s, t) -> (' 12 ' GLOB '[!a]*') << 7", 2, k1957 },
  { "(s, t) -> length(s) IN ((-9223372036854775807) | t, ' 12 ')", 2, k1958 },
  { "(s, t) -> CASE WHEN 9223372036854775807 THEN s ELSE hex(t) END", 2, k1959 },
  { "(s, t) -> instr((s IN (t, t)) NOT NULL, CASE WHEN t THEN t END)", 2, k1960 },
  { "(s, t) -> s / '\303\251\346\227\245'", 2, k1961 },
  { "(s, t) -> NOT CAST(s AS BLOB)", 2, k1962 },
  { "(s, t) -> replace(substring(0.1, 9223372036854775807, -9223372036854775807) >> t <> s, round(3, 3), 'XY')", 2, k1963 },
  { "(s, t) -> max(unicode(rtrim(s)), hex(replace(s, s, '')) COLLATE NOCASE)", 2, k1964 },
  { "(s, t) -> t GLOB 'x*'", 2, k1965 },
  { "(s, t) -> round(rtrim(ltrim(1, t), format('%c', '1abc')), '2')", 2, k1966 },
  { "(s, t) -> -iif('1e3', -0.0, 'x')", 2, k1967 },
  { "(s, t) -> unicode(s)", 2, k1968 },
  { "(s, t) -> rtrim(max(' ', s, s))", 2, k1969 },
  { "(s, t) -> (printf('%x|%o', ' ', s) GLOB '[!a]*') % s", 2, k1970 },
  { "(s, t) -> min(iif(min(1.0, 9223372036854775807 COLLATE NOCASE), instr(t, s), format('%#.3g', s)), hex(CASE WHEN s THEN t ELSE t END) COLLATE NOCASE)", 2, k1971 },
  { "(s, t) -> iif(nullif(1.0 LIKE 'x\134%' ESCAPE '\134', iif(s, 'a%', s)), 7, rtrim(2) / unicode(t)) == s BETWEEN (-0.0) AND s", 2, k1972 },
  { "(s, t) -> 'a%' <= coalesce(t, ' 12 ' OR s)", 2, k1973 },
  { "(s, t) -> NOT min(s, s COLLATE RTRIM)", 2, k1974 },
  { "(s, t) -> (s ISNULL) LIKE '%'", 2, k1975 },
  { "(s, t) -> CAST(char(NULL, unicode(s)) / s AS NUMERIC)", 2, k1976 },
  { "(s, t) -> CASE s WHEN s THEN quote(typeof(max(s, s COLLATE RTRIM))) WHEN max(ifnull(s, t) > like('%b%', t), nullif(t LIKE 'abc' ESCAPE '\134', abs(s)) COLLATE NOCASE) THEN 100 ELSE 2.5 LIKE t ESCAPE '\134' END", 2, k1977 },
  { "(s, t) -> CASE WHEN 2 THEN (NOT s) NOT BETWEEN char(1114112, unicode((x'') NOT NULL)) AND '%' ELSE instr(CASE s NOT BETWEEN s AND '\303\251\346\227\245' WHEN t THEN (-9223372036854775807) IN (s, '\303\251\346\227\245') WHEN lower(t) THEN s ELSE s LIKE 'x%' ESCAPE '\134' END, replace(t, s, NULL)) END", 2, k1978 },
  { "(s, t) -> NOT max(3 COLLATE RTRIM, s)", 2, k1979 },
  { "(s, t) -> substr(max((1e15 >> ' ') COLLATE NOCASE, instr(100, t)), t, 64)", 2, k1980 },
  { "(s, t) -> length(-3.75) LIKE '%\303\226%' ESCAPE '\134'", 2, k1981 },
  { "(s, t) -> trim(CASE max(-3.75, t) WHEN 'a%' THEN substring(s, 64, 1.5) WHEN rtrim('3') THEN NULL ELSE format('%.2g', '1abc') END)", 2, k1982 },
  { "(s, t) -> instr(9223372036854775807, t) * (CASE t WHEN '2.5' THEN t WHEN -3.75 THEN t ELSE 0.1 END)", 2, k1983 },
  { "(s, t) -> ((instr(t, '3') - '3') >> unicode(t IS NULL)) < (substr(abs(t), 1.5) COLLATE RTRIM >= min(substring(-3.75, 1) COLLATE RTRIM, length('%')))", 2, k1984 },
  { "(s, t) -> trim(instr(2 COLLATE NOCASE > 'a%', hex(s)) / nullif(max(t, ' 12 ', t), lower(s)), substring('x', 1, 64))", 2, k1985 },
  { "(s, t) -> min((t || s) COLLATE RTRIM, ltrim('1e3')) LIKE '%' ESCAPE '\134'", 2, k1986 },
  { "(s, t) -> substr(CASE CASE WHEN 2 THEN s ELSE s END WHEN x'' THEN replace(t, '3', '\303\251') WHEN like('_', x'') THEN t ELSE s * t END, 1.5)", 2, k1987 },
  { "(s, t) -> NOT iif(unicode(100), -2.5, ~s)", 2, k1988 },
  { "(s, t) -> round(replace(t, ' ', NULL)) < abs(s) IN (coalesce(s, s), '3')", 2, k1989 },
  { "(s, t) -> length(min(nullif(t, x'') COLLATE NOCASE, ~s)) COLLATE BINARY IS '1e3'", 2, k1990 },
  { "(s, t) -> '1e3' LIKE '%_%' ESCAPE '\134'", 2, k1991 },
  { "(s, t) -> abs(ifnull(quote('_') / like('%\134_%', 100), trim(upper(''))))", 2, k1992 },
  { "(s, t) -> NOT (s != '%')", 2, k1993 },
  { "(s, t) -> iif(nullif(instr(s, rtrim(-0.0, t)), CAST(s BETWEEN s AND t AS NUMERIC)), hex(char(NULL, unicode(rtrim(s)))), CAST(rtrim(trim(t), abs(t)) AS NUMERIC))", 2, k1994 },
  { "(s, t) -> substr(substr(s, 64, '2'), 1)", 2, k1995 },
  { "(s, t) -> replace(1 != t, 7 NOT GLOB '*[', '-') COLLATE NOCASE < ' 12 '", 2, k1996 },
  { "(s, t) -> max(upper(1.0), min(s, s COLLATE NOCASE) COLLATE NOCASE)", 2, k1997 },
  { "(s, t) -> (NOT s) COLLATE RTRIM != instr(upper(7), +s)", 2, k1998 },
  { "(s, t) -> coalesce(replace(unicode(printf('%Q', s)), s BETWEEN 7 AND s, ''), (NOT like(t, s)) NOT NULL)", 2, k1999 },
  { "(s, t) -> iif(rtrim(min(t, (x'6162') COLLATE RTRIM) % instr(t, '3')), like('x\134%', iif(t BETWEEN t AND 3, s | t, substring(t, 3))), CASE NOT lower('a%') WHEN -3.75 THEN 1 WHEN rtrim(NOT s) THEN s ELSE round(min(t, ' 12 ' COLLATE NOCASE)) END)", 2, k2000 },
  { "(s, t) -> CAST(abs(-0.0) AS NUMERIC)", 2, k2001 },
  { "(s, t) -> like('%', '\303\251\346\227\245' + ' ') / lower(t)", 2, k2002 },
  { "(s, t) -> (length('1e3') NOTNULL) NOT GLOB '*[a-c]*'", 2, k2003 },
  { "(s, t) -> lower(substr(s, 3))", 2, k2004 },
  { "(s, t) -> trim('_', 1.0 AND s)", 2, k2005 },
  { "(s, t) -> length(round(' 12 ', 1))", 2, k2006 },
  { "(s, t) -> format('%#o', substr(t, 1.5)) BETWEEN (~substr(' 12 ', 9223372036854775807)) AND s", 2, k2007 },
  { "(s, t) -> unicode(abs(nullif(s NOT NULL, length(s))))", 2, k2008 },
  { "(s, t) -> CASE WHEN max(1.0, s IS NOT t, s) THEN upper(substring(t, 3)) ELSE 9223372036854775807 END", 2, k2009 },
  { "(s, t) -> max(7, (-3.75) COLLATE NOCASE) NOTNULL >= s", 2, k2010 },
  { "(s, t) -> CASE WHEN 'a%' THEN s ELSE 7 NOT LIKE '%\346\227\245%' END", 2, k2011 },
  { "(s, t) -> format('%+05d', t + s)", 2, k2012 },
  { "(s, t) -> substring(CASE s WHEN s THEN t WHEN s THEN s ELSE s END, 9223372036854775807) IN (t, s)", 2, k2013 },
  { "(s, t) -> char(233, unicode(min(abs(substring(t, 5, 3)), min(rtrim(2, ' 12 '), s || s) COLLATE NOCASE)))", 2, k2014 },
  { "(s, t) -> CAST(substr(t, 3, 3) NOTNULL AS REAL) NOT BETWEEN (~(NOT unicode(s))) AND (-0.0)", 2, k2015 },
  { "(s, t) -> max(like('A_C', length(s)), '0x1F', 'a%')", 2, k2016 },
  { "(s, t) -> ('AbC' - (x'')) BETWEEN (NOT t) AND t", 2, k2017 },
  { "(s, t) -> CASE '3' LIKE '%\346\227\245%' ESCAPE '\134' WHEN '1abc' THEN abs(t) WHEN t NOT IN ('', t) THEN s ELSE s END", 2, k2018 },
  { "(s, t) -> hex('1e3' LIKE '')", 2, k2019 },
  { "(s, t) -> NOT (lower(t) + instr(s, 3))", 2, k2020 },
  { "(s, t) -> NOT (NOT (t COLLATE NOCASE > s))", 2, k2021 },
  { "(s, t) -> ifnull('-0', t) + 100 * NULL", 2, k2022 },
  { "(s, t) -> 1e15 IN (s, s)", 2, k2023 },
  { "(s, t) -> typeof((-3.75) COLLATE NOCASE > s)", 2, k2024 },
  { "(s, t) -> replace(iif(s, hex(-0.0), s IS ' '), NOT 1e15, NULL) NOT NULL", 2, k2025 },
  { "(s, t) -> substring(char(1114112, unicode(s)), 5, 64)", 2, k2026 },
  { "(s, t) -> substring(CASE CASE WHEN t THEN 100 ELSE t BETWEEN 2.5 AND s END WHEN t THEN replace(100, s, '\303\251') AND (t LIKE 'a%' ESCAPE '\134') WHEN CAST(s NOT GLOB '*[]x]*' AS REAL) THEN x'6162' ELSE round('\303\251\346\227\245', 5) == substring(s, 1.5) END, 1)", 2, k2027 },
  { "(s, t) -> length(substr(t, -2, 64))", 2, k2028 },
  { "(s, t) -> (iif(t, t, -1) IN (s NOTNULL, s)) | t", 2, k2029 },
  { "(s, t) -> iif(x'6162' < quote(s), t, substr(char(NULL, unicode('-0')), 9223372036854775807, 9223372036854775807))", 2, k2030 },
  { "(s, t) -> substr(' 12 ', 3)", 2, k2031 },
  { "(s, t) -> printf('%e', t LIKE '' ESCAPE '\134')", 2, k2032 },
  { "(s, t) -> substr(length(s) GLOB '*[a-c]*', 64, 0)", 2, k2033 },
  { "(s, t) -> rtrim('3')", 2, k2034 },
  { "(s, t) -> t LIKE t ESCAPE '\134'", 2, k2035 },
  { "(s, t) -> iif(substr('a%', -2, 3), s = t, CAST(s AS BLOB))", 2, k2036 },
  { "(s, t) -> '2.5' >> unicode('3')", 2, k2037 },
  { "(s, t) -> iif(t NOT IN (-3.75, s), t GLOB '*\346\227\245*', s)", 2, k2038 },
  { "(s, t) -> min(ifnull(s, ' '), s COLLATE NOCASE IS s)", 2, k2039 },
  { "(s, t) -> CASE unicode(substr(s, -1)) WHEN s THEN s WHEN hex('_' BETWEEN t AND t) THEN t ELSE x'' END", 2, k2040 },
  { "(s, t) -> (NOT ((s LIKE 'a%' ESCAPE '\134') COLLATE NOCASE IS printf('%#x', t))) || (~(CASE WHEN t THEN t ELSE t NOT LIKE '' END))", 2, k2041 },
  { "(s, t) -> typeof(CASE 0 IN (1e15, s) WHEN 'AbC' THEN upper('1abc') WHEN -9223372036854775807 THEN t ELSE substring('2.5', -9223372036854775807, -9223372036854775807) END) % (iif(CASE WHEN s THEN t ELSE t END, replace(x'', s, NULL), s) GLOB '[^a]*')", 2, k2042 },
  { "(s, t) -> (s GLOB '[!a]*') COLLATE RTRIM > round(replace(s, s, NULL), 0)", 2, k2043 },
  { "(s, t) -> (unicode(round(0.1, 9223372036854775807)) COLLATE NOCASE <= ((CASE WHEN s THEN 2.5 ELSE t END) IN (s, t))) LIKE 'A_C' ESCAPE '\134'", 2, k2044 },
  { "(s, t) -> CASE rtrim(instr(s, -0.0), 'AbC' NOT BETWEEN s AND s) WHEN 0.1 THEN iif(like('abc', t), s, s BETWEEN s AND t) WHEN length(s) NOTNULL THEN '1abc' ELSE replace(upper(t), s ISNULL, 1) END", 2, k2045 },
  { "(s, t) -> round((2.5 NOT LIKE '%b%') GLOB '[!a]*', 5)", 2, k2046 },
  { "(s, t) -> round(instr(max(max(s COLLATE RTRIM, 0), length(t) COLLATE NOCASE), t))", 2, k2047 },
  { "(s, t) -> +(ifnull(coalesce(1, 2), hex(2.5)) AND nullif('_' COLLATE RTRIM, hex(s)))", 2, k2048 },
  { "(s, t) -> NOT '0x1F'", 2, k2049 },
  { "(s, t) -> max(replace(like('%x', CASE 0.1 WHEN s THEN 3 WHEN s THEN s ELSE '%' END), format('%s-%s', '3', s), 'XY'), (CASE typeof(char(65, unicode(t))) WHEN s THEN NOT ltrim(s, 0.1) WHEN max(s, rtrim(s) COLLATE RTRIM) THEN '-0' ELSE replace(coalesce(t, t), round(s), 1) END) COLLATE RTRIM)", 2, k2050 },
  { "(s, t) -> max(t <= (-0.0), s & s)", 2, k2051 },
  { "(s, t) -> quote(t) BETWEEN instr('0x1F', 100) AND s", 2, k2052 },
  { "(s, t) -> CASE WHEN '2.5' THEN char(-1, unicode('\303\251\346\227\245')) END", 2, k2053 },
  { "(s, t) -> CAST(lower('a%') AS REAL)", 2, k2054 },
  { "(s, t) -> max(like('x%', nullif(t, ' ' >= s)), (('3' ISNULL) NOT GLOB '*[') IN ((CASE WHEN 'abc' THEN s ELSE s END) IN ('a%', ' '), s))", 2, k2055 },
  { "(s, t) -> +char(-1, unicode(max('a%', s)))", 2, k2056 },
  { "(s, t) -> rtrim(NULL % t, char(233, unicode('%')))", 2, k2057 },
  { "(s, t) -> substr(s, 1.5) + max(char(NULL, unicode(t)) COLLATE NOCASE, replace(iif('1e3', t, t), 9223372036854775807, '\303\251'))", 2, k2058 },
  { "(s, t) -> CASE length(NOT s) WHEN t THEN min(round('_'), round(-1, '2')) WHEN iif(hex(t), s, t IS NOT 100) THEN 7 ELSE max(t COLLATE NOCASE, t) END", 2, k2059 },
  { "(s, t) -> instr(typeof(-1), max(2.5, 3 COLLATE RTRIM))", 2, k2060 },
  { "(s, t) -> rtrim(length(s))", 2, k2061 },
  { "(s, t) -> ltrim(min(-'_', (s GLOB '*[') COLLATE NOCASE))", 2, k2062 },
  { "(s, t) -> upper('0x1F' > s)", 2, k2063 },
  { "(s, t) -> ('x' NOT LIKE '_b_') COLLATE RTRIM > (CASE 'x' WHEN 9223372036854775807 THEN t WHEN NULL THEN t ELSE t END)", 2, k2064 },
  { "(s, t) -> coalesce(-0.0, s) IS NULL", 2, k2065 },
  { "(s, t) -> hex(length(NULL)) LIKE 'abc'", 2, k2066 },
  { "(s, t) -> CASE WHEN 1e15 THEN format('%#o', s) ELSE round(abs(NULL), 1.5) END", 2, k2067 },
  { "(s, t) -> lower(instr(x'6162', s))", 2, k2068 },
  { "(s, t) -> 'a%' LIKE '%' ESCAPE '\134'", 2, k2069 },
  { "(s, t) -> CASE WHEN round(instr(t, '%'), 3) THEN printf('%.*s', 1.5, 1e15 GLOB 'x*') ELSE CASE ifnull('', 0) WHEN s THEN s WHEN 'a%' == t THEN t ELSE s END END", 2, k2070 },
  { "(s, t) -> ifnull(s / t, s)", 2, k2071 },
  { "(s, t) -> iif(char(-1, unicode('3')), CAST(s AS INTEGER), t)", 2, k2072 },
  { "(s, t) -> min(s, s) NOT IN (quote(s), 0)", 2, k2073 },
  { "(s, t) -> length(substring(t, 3))", 2, k2074 },
  { "(s, t) -> CAST(~(-s) AS NUMERIC)", 2, k2075 },
  { "(s, t) -> abs(NOT replace(t, '-0', 'XY'))", 2, k2076 },
  { "(s, t) -> ltrim(min(nullif(s, s), max('x', -3.75, 'abc') COLLATE NOCASE), s)", 2, k2077 },
  { "(s, t) -> upper(substr(t, 1.5, 1))", 2, k2078 },
  { "(s, t) -> nullif(round(s, 3), nullif('1e3' COLLATE RTRIM, 9223372036854775807))", 2, k2079 },
  { "(s, t) -> like('%\303\226%', t COLLATE NOCASE >= (-9223372036854775807))", 2, k2080 },
  { "(s, t) -> substr(length(' '), 9223372036854775807, 5)", 2, k2081 },
  { "(s, t) -> ifnull('', -(x''))", 2, k2082 },
  { "(s, t) -> ltrim(round(t, 1)) != (CASE max(9223372036854775807, 2) WHEN '0x1F' THEN quote(x'6162') WHEN CAST(-0.0 AS BLOB) THEN s ELSE max(t, '1e3') END)", 2, k2083 },
  { "(s, t) -> unicode(trim('') GLOB '*x')", 2, k2084 },
  { "(s, t) -> unicode(length(CASE NOT ' 12 ' WHEN '1e3' THEN instr(s, 1) WHEN abs(100) THEN s ELSE abs(0.1) END))", 2, k2085 },
  { "(s, t) -> ((CASE s WHEN '%' THEN 'x' >= t WHEN replace(s, 'abc', NULL) THEN s ELSE unicode(9223372036854775807) END) || unicode(ltrim(x'', 'abc'))) * hex(like('A_C', max(t, x'6162')))", 2, k2086 },
  { "(s, t) -> rtrim(NOT 'a%', 2.5 - s)", 2, k2087 },
  { "(s, t) -> ltrim(t) IS char(0x1F600, unicode(CAST(t AS TEXT)))", 2, k2088 },
  { "(s, t) -> CAST(replace(min(NULL COLLATE NOCASE, s), replace(100, '\303\251\346\227\245', '-'), 1) AS INTEGER)", 2, k2089 },
  { "(s, t) -> min(min(quote(1), s COLLATE NOCASE), ltrim(round('AbC' = 0.1), +t) COLLATE NOCASE)", 2, k2090 },
  { "(s, t) -> quote('2.5')", 2, k2091 },
  { "(s, t) -> length(s) LIKE '%_%'", 2, k2092 },
  { "(s, t) -> (CASE WHEN nullif(s, s) THEN min(s COLLATE NOCASE, s) ELSE abs(t) END) COLLATE NOCASE < (like('%', s) = ('-0' IN (100, -9223372036854775807)))", 2, k2093 },
  { "(s, t) -> NOT (rtrim(replace(1, '-0', '')) IN ('3', s))", 2, k2094 },
  { "(s, t) -> substr(1 NOT NULL, -9223372036854775807)", 2, k2095 },
  { "(s, t) -> char(0, unicode(length(quote('x'))))", 2, k2096 },
  { "(s, t) -> lower(s & x'6162')", 2, k2097 },
  { "(s, t) -> replace(t, unicode(s), 1)", 2, k2098 },
  { "(s, t) -> typeof(char(233, unicode(quote('0x1F'))))", 2, k2099 },
  { "(s, t) -> char(1114112, unicode(replace(s, t, 1))) == (t == CAST(t ISNULL AS BLOB))", 2, k2100 },
  { "(s, t) -> CASE (-1) NOTNULL WHEN s THEN like('a%', t) WHEN round(1) THEN '1abc' ELSE char(0x1F600, unicode(t)) END", 2, k2101 },
  { "(s, t) -> hex((rtrim(s, t) IS (t COLLATE BINARY < '1e3')) LIKE '_' ESCAPE '\134')", 2, k2102 },
  { "(s, t) -> ('%' | s) IN (+(x''), 2.5)", 2, k2103 },
  { "(s, t) -> min(ltrim(round(NULL, 3), s COLLATE BINARY != '') COLLATE RTRIM, unicode('x' NOT LIKE 'x%'))", 2, k2104 },
  { "(s, t) -> iif(printf('%+05d', NOT s), '-0' NOT LIKE 'a%', format('%-+9.2e', like('%\303\226%', s) IS NOT NULL))", 2, k2105 },
  { "(s, t) -> NOT (t <= 'x')", 2, k2106 },
  { "(s, t) -> (-'x') LIKE 'x\134%' ESCAPE '\134'", 2, k2107 },
  { "(s, t) -> CAST(s AS REAL)", 2, k2108 },
  { "(s, t) -> min(CASE s WHEN -3.75 THEN CASE WHEN 'a%' THEN t ELSE 0 END WHEN char(-1, unicode(s)) THEN s ELSE 9223372036854775807 END, hex(-3.75) COLLATE NOCASE) COLLATE NOCASE IS like('%', '2.5')", 2, k2109 },
  { "(s, t) -> unicode(trim(1.0 > round(s), abs('abc')))", 2, k2110 },
  { "(s, t) -> abs(CASE '1abc' WHEN '' THEN t WHEN t THEN 'x' ELSE ' ' END)", 2, k2111 },
  { "(s, t) -> char(0, unicode(iif(9223372036854775807 > substr('x', -2, 9223372036854775807), min(t, t) BETWEEN (7 IN (-3.75, '0x1F')) AND t, hex(s | t))))", 2, k2112 },
  { "(s, t) -> ltrim(1) GLOB '*['", 2, k2113 },
  { "(s, t) -> ltrim((CASE WHEN ' ' THEN t ELSE s END) NOT LIKE lower(t), trim(t, s))", 2, k2114 },
  { "(s, t) -> instr(coalesce(like(lower(t), nullif(s COLLATE NOCASE, t)), substring(substr(x'6162', -2), '2', -9223372036854775807)), 'a%' LIKE '%\303\226%' ESCAPE '\134')", 2, k2115 },
  { "(s, t) -> replace('2.5', substring(t, t, 9223372036854775807), '')", 2, k2116 },
  { "(s, t) -> s NOT BETWEEN CAST(s AS REAL) AND s", 2, k2117 },
  { "(s, t) -> format('%i', ltrim(t))", 2, k2118 },
  { "(s, t) -> replace(trim(s, substring(3, 1.5)), nullif(100 COLLATE NOCASE, t), '-')", 2, k2119 },
  { "(s, t) -> max(s LIKE 'A_C' ESCAPE '\134', nullif(s, s))", 2, k2120 },
  { "(s, t) -> ifnull(substr(abs(iif(s, s, '')), t, 1), -((NOT t) NOT GLOB upper(t)))", 2, k2121 },
  { "(s, t) -> hex(ifnull(max(t LIKE '_' ESCAPE '\134', (t COLLATE BINARY IS t) COLLATE NOCASE), CASE lower(s) WHEN s THEN s WHEN s ISNULL THEN s ELSE t END))", 2, k2122 },
  { "(s, t) -> CAST(1e15 AS TEXT) / '' NOT BETWEEN s AND (-1)", 2, k2123 },
  { "(s, t) -> coalesce(max('0x1F', t, t), CASE WHEN s THEN t ELSE t END)", 2, k2124 },
  { "(s, t) -> rtrim(iif(s % char(65, unicode(s)), (NOT 9223372036854775807) & hex(2.5), CAST(ifnull('AbC', ' ') AS NUMERIC)), char(0x1F600, unicode(' ')))", 2, k2125 },
  { "(s, t) -> (-3.75) BETWEEN length(s NOT GLOB '[!a]*') AND '1e3'", 2, k2126 },
  { "(s, t) -> min(s COLLATE NOCASE, s NOT BETWEEN s AND 1.0)", 2, k2127 },
  { "(s, t) -> unicode(char(1114112, unicode(NOT (NOT s))))", 2, k2128 },
  { "(s, t) -> min(max(round(1.0) COLLATE NOCASE, x'6162') COLLATE RTRIM, iif(1 LIKE '%x' ESCAPE '\134', t, 1e15))", 2, k2129 },
  { "(s, t) -> max(replace(s, t, '\303\251') COLLATE NOCASE, ltrim(s))", 2, k2130 },
  { "(s, t) -> CASE round(0.1) WHEN 1 THEN like('', 'a%') WHEN CASE t WHEN '' THEN s WHEN '-0' THEN 100 ELSE 0.1 END THEN 0 ELSE '1e3' >> 100 END", 2, k2131 },
  { "(s, t) -> CASE WHEN s THEN round(s) % (CASE WHEN '3' THEN '0x1F' END) ELSE replace(1.0, 1, 'XY') LIKE 'abc' ESCAPE '\134' END", 2, k2132 },
  { "(s, t) -> unicode(hex(t))", 2, k2133 },
  { "(s, t) -> ifnull(format('%d', iif(t, s, t)), '1abc')", 2, k2134 },
  { "(s, t) -> CASE length(t) WHEN 7 THEN substring('_', 0, 2) WHEN format('%q', 2) THEN s ELSE typeof(s) END", 2, k2135 },
  { "(s, t) -> max(nullif(substr(x'6162', -1, -1), like('_b_', t)) COLLATE RTRIM, like(lower(t), nullif(t, '-0')))", 2, k2136 },
  { "(s, t) -> length(((s * 0) > iif(2.5, -9223372036854775807, 0.1)) NOT LIKE '%\134_%')", 2, k2137 },
  { "(s, t) -> NOT length(s)", 2, k2138 },
  { "(s, t) -> rtrim(s <> '_', typeof(s))", 2, k2139 },
  { "(s, t) -> CASE unicode(t COLLATE RTRIM = '1abc') WHEN t THEN CASE printf('%c', s) WHEN t THEN ~s WHEN coalesce(t, t) THEN '3' ELSE +s END WHEN hex(char(65, unicode(s))) THEN 1 ELSE s END", 2, k2140 },
  { "(s, t) -> NOT (length('AbC') COLLATE RTRIM <= (('-0' <= s) COLLATE RTRIM = abs(1.0)))", 2, k2141 },
  { "(s, t) -> ('3' LIKE 'abc' ESCAPE '\134') NOT GLOB '[a-]*'", 2, k2142 },
  { "(s, t) -> (~max(unicode('-0'), t LIKE '%\134_%', ' ')) NOT GLOB '\077*'", 2, k2143 },
  { "(s, t) -> min(NOT (-0.0), (NOT (-9223372036854775807)) COLLATE NOCASE)", 2, k2144 },
  { "(s, t) -> max(t NOTNULL, hex('\303\251\346\227\245') COLLATE NOCASE)", 2, k2145 },
  { "(s, t) -> unicode(rtrim(s, s))", 2, k2146 },
  { "(s, t) -> rtrim(hex(s), char(1114112, unicode(s)))", 2, k2147 },
  { "(s, t) -> ifnull((CASE s WHEN '1e3' THEN s WHEN s THEN s ELSE NULL END) << s, '2.5')", 2, k2148 },
  { "(s, t) -> CASE WHEN hex(t) THEN replace(NULL, '1e3', 'XY') END", 2, k2149 },
  { "(s, t) -> nullif(min(-1, s COLLATE NOCASE), s)", 2, k2150 },
  { "(s, t) -> -nullif(s COLLATE RTRIM, s)", 2, k2151 },
  { "(s, t) -> 'abc' >> ((1.0 << s) NOT LIKE '%')", 2, k2152 },
  { "(s, t) -> max(nullif(s, t), like('%\303\226%', 2))", 2, k2153 },
  { "(s, t) -> like('a%', s)", 2, k2154 },
  { "(s, t) -> abs(min(substr(s NOT BETWEEN '0x1F' AND s, 64), hex(2 << s), '%'))", 2, k2155 },
  { "(s, t) -> substring(s IN (s, s), 2, 64)", 2, k2156 },
  { "(s, t) -> CAST(-s AS INTEGER)", 2, k2157 },
  { "(s, t) -> abs(1e15)", 2, k2158 },
  { "(s, t) -> typeof(NULL)", 2, k2159 },
  { "(s, t) -> trim(NOT (CASE t WHEN s THEN t WHEN s THEN -1 ELSE s END))", 2, k2160 },
  { "(s, t) -> char(NULL, unicode(nullif(substr(NOT 'abc', -1, 2), ltrim(s == s))))", 2, k2161 },
  { "(s, t) -> nullif(length(9223372036854775807), instr(s, s))", 2, k2162 },
  { "(s, t) -> printf('%e', 9223372036854775807)", 2, k2163 },
  { "(s, t) -> lower(max(s, ' ' COLLATE NOCASE))", 2, k2164 },
  { "(s, t) -> instr(CASE '1e3' WHEN '-0' THEN unicode(s) WHEN nullif(s, -0.0) THEN '-0' ELSE 'AbC' END, char(-1, unicode(-3.75))) LIKE '%x'", 2, k2165 },
  { "(s, t) -> round(min(NOT 'a%', CASE NULL WHEN s THEN x'6162' WHEN '' THEN t ELSE 1 END))", 2, k2166 },
  { "(s, t) -> (CASE s WHEN s THEN '3' WHEN s THEN 1e15 ELSE 'AbC' END) NOT IN ((-0.0) COLLATE NOCASE > 3, t)", 2, k2167 },
  { "(s, t) -> max((7 - '3') COLLATE RTRIM, 0)", 2, k2168 },
  { "(s, t) -> CASE WHEN max(s COLLATE NOCASE, s) THEN t << NULL ELSE like('%', s) END", 2, k2169 },
  { "(s, t) -> ltrim(9223372036854775807 LIKE 'A_C')", 2, k2170 },
  { "(s, t) -> max(t, s COLLATE RTRIM) COLLATE NOCASE IS t", 2, k2171 },
  { "(s, t) -> max((NOT trim(s, 'a%')) COLLATE NOCASE, (t LIKE 'abc' ESCAPE '\134') NOT IN (iif(2.5, s, 1e15), '1abc'))", 2, k2172 },
  { "(s, t) -> nullif(t COLLATE NOCASE, '\303\251\346\227\245') LIKE '_b_' ESCAPE '\134'", 2, k2173 },
  { "(s, t) -> hex(like('%\346\227\245%', NULL NOT IN (-0.0, 9223372036854775807)))", 2, k2174 },
  { "(s, t) -> trim(min(rtrim('_', 1.0 COLLATE RTRIM = s) COLLATE NOCASE, substr(CASE s WHEN s THEN ' ' WHEN s THEN 2 ELSE 0 END, '2', -2)), substr(s, -9223372036854775807, -9223372036854775807))", 2, k2175 },
  { "(s, t) -> rtrim(~'x', unicode(t))", 2, k2176 },
  { "(s, t) -> round(like('x%', s) ISNULL)", 2, k2177 },
  { "(s, t) -> typeof(1.0) LIKE t", 2, k2178 },
  { "(s, t) -> like('_', trim(unicode('\303\251\346\227\245')))", 2, k2179 },
  { "(s, t) -> lower(hex(CAST(s AS TEXT) BETWEEN (CASE s WHEN -3.75 THEN s WHEN s THEN s ELSE s END) AND 100))", 2, k2180 },
  { "(s, t) -> char(0, unicode('3' & s)) <> (unicode(s) NOT BETWEEN s AND s)", 2, k2181 },
  { "(s, t) -> (-9223372036854775807) LIKE 'x\134%' ESCAPE '\134'", 2, k2182 },
  { "(s, t) -> substr(s IS NOT (NOT min('abc', '2.5' COLLATE NOCASE)), 3, 3)", 2, k2183 },
  { "(s, t) -> length((+like('%\134_%', t)) NOT LIKE '%\346\227\245%')", 2, k2184 },
  { "(s, t) -> CAST(coalesce(t, 1e15 & 'a%') AS INTEGER) / hex(substr(NOT t, 0, 1.5))", 2, k2185 },
  { "(s, t) -> ~iif(format('%+05d', s), 0.1 NOT LIKE '', s <> 'abc')", 2, k2186 },
  { "(s, t) -> CAST(NOT (s != '\303\251\346\227\245') AS INTEGER) ISNULL", 2, k2187 },
  { "(s, t) -> instr('-0', 1e15)", 2, k2188 },
  { "(s, t) -> typeof('abc')", 2, k2189 },
  { "(s, t) -> -(s LIKE t)", 2, k2190 },
  { "(s, t) -> instr(instr(substring(t, 3, t), t IS s), unicode(t))", 2, k2191 },
  { "(s, t) -> iif(nullif(hex(s) COLLATE NOCASE, '-0' AND s), round(s) COLLATE NOCASE <= like('_', s), max(-3.75, s COLLATE RTRIM) IN (char(NULL, unicode(t)), 2.5)) LIKE '%'", 2, k2192 },
  { "(s, t) -> ifnull(CASE substring(replace(2.5, t, '\303\251'), NULL, -1) WHEN 0.1 THEN coalesce(rtrim(t), round(x'6162', 9223372036854775807)) WHEN coalesce('2.5', t) <> t THEN 0.1 ELSE typeof(' ' << s) END, instr(abs(NULL), printf('%s-%s', '-0', '1e3')))", 2, k2193 },
  { "(s, t) -> like('%\134_%', max(iif(s, 'abc', 3) COLLATE NOCASE, t LIKE '%\134_%' ESCAPE '\134'))", 2, k2194 },
  { "(s, t) -> length(printf('%i', quote(like('A_C', s))))", 2, k2195 },
  { "(s, t) -> ('%' || 3) NOT BETWEEN char(1114112, unicode(-9223372036854775807)) AND t", 2, k2196 },
  { "(s, t) -> printf('%#o', s)", 2, k2197 },
  { "(s, t) -> char(0x1F600, unicode(max('x', '_', '\303\251\346\227\245') != ('-0' IN (s, 2.5))))", 2, k2198 },
  { "(s, t) -> min(lower(instr(s COLLATE RTRIM <= s, t NOT LIKE 'x%')), nullif(upper(s) COLLATE NOCASE, like('%\134_%', t)) GLOB '*[', s)", 2, k2199 },
  { "(s, t) -> (CASE -9223372036854775807 WHEN 7 THEN '2.5' WHEN -9223372036854775807 THEN s ELSE 9223372036854775807 END) IS NOT format('%-+9.2e', 0)", 2, k2200 },
  { "(s, t) -> quote(ltrim(s))", 2, k2201 },
  { "(s, t) -> instr(coalesce(lower(s), min(min(t COLLATE RTRIM, s), iif(s, 2, 1) COLLATE RTRIM)), (x'6162') BETWEEN '2.5' AND '-0')", 2, k2202 },
  { "(s, t) -> char(233, unicode(min((s BETWEEN s AND 0) NOT GLOB '*[]x]*', (('-0' NOT LIKE '%\303\226%') LIKE '%\346\227\245%' ESCAPE '\134') COLLATE RTRIM)))", 2, k2203 },
  { "(s, t) -> hex(typeof(t - t))", 2, k2204 },
  { "(s, t) -> substring('x', 1.5, -2) BETWEEN max(s COLLATE NOCASE, t) AND s", 2, k2205 },
  { "(s, t) -> (char(0x1F600, unicode(s NOT NULL)) / (s LIKE 'A_C' ESCAPE '\134')) GLOB '[^a]*'", 2, k2206 },
  { "(s, t) -> CAST(replace(upper('_'), instr('1abc', t), 'XY') AS INTEGER)", 2, k2207 },
  { "(s, t) -> coalesce(unicode('-0'), s LIKE 'a%')", 2, k2208 },
  { "(s, t) -> CASE WHEN ifnull(t, s) THEN t ELSE s > 3 END", 2, k2209 },
  { "(s, t) -> format('%d', round(s, 2))", 2, k2210 },
  { "(s, t) -> hex(-abs(1.0)) << s", 2, k2211 },
  { "(s, t) -> min(substr(t, -1, NULL), format('%d', 0))", 2, k2212 },
  { "(s, t) -> char(65, unicode(lower(round(3, 5) LIKE 'a%')))", 2, k2213 },
  { "(s, t) -> unicode(rtrim(rtrim(t BETWEEN s AND s)))", 2, k2214 },
  { "(s, t) -> abs(t)", 2, k2215 },
  { "(s, t) -> coalesce(ifnull(3, s), ltrim('x'))", 2, k2216 },
  { "(s, t) -> substr(1e15, 5)", 2, k2217 },
  { "(s, t) -> ifnull(unicode(s), nullif((+substring(3, -9223372036854775807)) COLLATE NOCASE, length(quote('2.5'))))", 2, k2218 },
  { "(s, t) -> abs(min(-9223372036854775807, 'abc' COLLATE NOCASE))", 2, k2219 },
  { "(s, t) -> nullif('1e3', CASE WHEN s THEN ' ' ELSE s END)", 2, k2220 },
  { "(s, t) -> quote(trim(t NOT GLOB '[^a]*', t))", 2, k2221 },
  { "(s, t) -> (CASE WHEN s THEN s ELSE t END) COLLATE NOCASE > (s LIKE '' ESCAPE '\134')", 2, k2222 },
  { "(s, t) -> ~(NOT t)", 2, k2223 },
  { "(s, t) -> substring(s, 5) NOT LIKE '_b_'", 2, k2224 },
  { "(s, t) -> quote(hex('a%' NOT LIKE '%x' + s COLLATE RTRIM = s))", 2, k2225 },
  { "(s, t) -> NOT '3'", 2, k2226 },
  { "(s, t) -> unicode(max(min(x'6162', 0 COLLATE NOCASE), 1e15 COLLATE RTRIM))", 2, k2227 },
  { "(s, t) -> min(quote(1) LIKE 'A_C' ESCAPE '\134', round('abc', -1) GLOB t)", 2, k2228 },
  { "(s, t) -> NOT (+(CASE WHEN 2.5 THEN 7 END))", 2, k2229 },
  { "(s, t) -> length(substring(CASE WHEN 'a%' COLLATE RTRIM > s THEN max(t, t, t) ELSE t END, 1.5, 2))", 2, k2230 },
  { "(s, t) -> substr(t, t, 1.5) NOT BETWEEN upper(-3.75) AND 'x'", 2, k2231 },
  { "(s, t) -> length(nullif('_', 7))", 2, k2232 },
  { "(s, t) -> length(NOT instr(s, s))", 2, k2233 },
  { "(s, t) -> (NOT (x'')) BETWEEN like('%\134_%', t) AND 9223372036854775807", 2, k2234 },
  { "(s, t) -> hex(s > 1.0)", 2, k2235 },
  { "(s, t) -> replace(((x'') BETWEEN 'a%' AND 0) IS ((0 ISNULL) GLOB '[a-]*'), hex(s), '-')", 2, k2236 },
  { "(s, t) -> min((x'') AND t, t >> ' 12 ', -0.0)", 2, k2237 },
  { "(s, t) -> char(-1, unicode(lower('2.5')))", 2, k2238 },
  { "(s, t) -> ((t NOT NULL) NOT LIKE '_') NOT GLOB '[a-]*'", 2, k2239 },
  { "(s, t) -> s != min(2 BETWEEN t AND t, min(t COLLATE RTRIM, s) COLLATE NOCASE) <> (NOT t) LIKE '%\346\227\245%' ESCAPE '\134'", 2, k2240 },
  { "(s, t) -> format('%5.2f', length((t = s) BETWEEN t AND t))", 2, k2241 },
  { "(s, t) -> nullif(' 12 ', s)", 2, k2242 },
  { "(s, t) -> (NOT coalesce(round('3'), '1abc')) IN (ifnull(substring(t IN ('2.5', 'AbC'), -2), abs('') IS NOT NULL), t)", 2, k2243 },
  { "(s, t) -> CASE WHEN s NOT BETWEEN t AND s THEN '_' END", 2, k2244 },
  { "(s, t) -> CASE '3' BETWEEN ' ' AND (-9223372036854775807) WHEN '1e3' THEN '\303\251\346\227\245' NOT BETWEEN t AND '2.5' WHEN '0x1F' THEN 'abc' ELSE nullif(s, -1) END", 2, k2245 },
  { "(s, t) -> typeof(100)", 2, k2246 },
  { "(s, t) -> (t == (-3.75)) BETWEEN round(s) AND ' '", 2, k2247 },
  { "(s, t) -> trim(t)", 2, k2248 },
  { "(s, t) -> ifnull(max(t != s, (t GLOB upper(t)) COLLATE NOCASE), ((x'6162') NOT GLOB 'a*') || 1) / t", 2, k2249 },
  { "(s, t) -> ~((-0.0) | t)", 2, k2250 },
  { "(s, t) -> round(CASE WHEN nullif(t, trim('-0')) THEN NOT rtrim(s, 3) ELSE t END, '2')", 2, k2251 },
  { "(s, t) -> substring(quote('1abc' BETWEEN 2 AND 'AbC'), 2)", 2, k2252 },
  { "(s, t) -> 3 = (~max('2.5', s COLLATE RTRIM))", 2, k2253 },
  { "(s, t) -> max(abs(iif(' ', t, t)), substr(s, 3, -9223372036854775807))", 2, k2254 },
  { "(s, t) -> iif('-0', length('1abc'), substring(-3.75, -2, '2')) <> (CASE WHEN s LIKE '%x' ESCAPE '\134' THEN nullif('' COLLATE NOCASE, ' ') END)", 2, k2255 },
  { "(s, t) -> max(ltrim(like('x%', s)) COLLATE RTRIM, '%' LIKE '%\134_%' ESCAPE '\134') IN (s, s)", 2, k2256 },
  { "(s, t) -> abs(0.1) NOT GLOB '*['", 2, k2257 },
  { "(s, t) -> round(quote(round(s, 3)), NULL) IS NULL", 2, k2258 },
  { "(s, t) -> substring(-quote(t), t, -2)", 2, k2259 },
  { "(s, t) -> ~min(t, t COLLATE NOCASE)", 2, k2260 },
  { "(s, t) -> ((-9223372036854775807) NOT GLOB '*\346\227\245*') NOT BETWEEN abs(NOT (s LIKE '%\134_%')) AND (-1)", 2, k2261 },
  { "(s, t) -> replace(max(s COLLATE NOCASE, t), 2, 1)", 2, k2262 },
  { "(s, t) -> substring(NOT (0.1 COLLATE BINARY <= (s LIKE '%b%' ESCAPE '\134')), 64, '2')", 2, k2263 },
  { "(s, t) -> CASE substr('x', -1, 3) WHEN '1e3' THEN '-0' WHEN '-0' > t THEN s ELSE '_' LIKE '%b%' END", 2, k2264 },
  { "(s, t) -> lower(' 12 ')", 2, k2265 },
  { "(s, t) -> like('x%', CAST(-9223372036854775807 AS BLOB))", 2, k2266 },
  { "(s, t) -> substr(CASE WHEN round((-0.0) NOT BETWEEN t AND '-0') THEN iif(s IN (s, s), substring(t, 0, 5), iif('1e3', 2, -1)) END, 0, 2)", 2, k2267 },
  { "(s, t) -> hex(unicode(t ISNULL))", 2, k2268 },
  { "(s, t) -> round(t NOT BETWEEN 9223372036854775807 AND t) IN (('\303\251\346\227\245' GLOB t) != 1.0, ' 12 ')", 2, k2269 },
  { "(s, t) -> abs(CAST(s AS TEXT))", 2, k2270 },
  { "(s, t) -> instr((NOT '\303\251\346\227\245') BETWEEN rtrim(-1) AND '%', iif(2, s, t))", 2, k2271 },
  { "(s, t) -> ifnull(replace(9223372036854775807, t, ''), t - t)", 2, k2272 },
  { "(s, t) -> hex(1)", 2, k2273 },
  { "(s, t) -> format('%012.3f', t)", 2, k2274 },
  { "(s, t) -> char(233, unicode(CAST(max(x'', 'x' COLLATE NOCASE) AS TEXT)))", 2, k2275 },
  { "(s, t) -> NOT hex('abc')", 2, k2276 },
  { "(s, t) -> abs((NOT typeof(s)) COLLATE BINARY < quote(t))", 2, k2277 },
  { "(s, t) -> iif(2.5 GLOB '*[]x]*', substring('\303\251\346\227\245', 3, -9223372036854775807), 1e15 BETWEEN (x'') AND s)", 2, k2278 },
  { "(s, t) -> replace(char(233, unicode(iif(s, s, '%'))), x'6162', '')", 2, k2279 },
  { "(s, t) -> instr(s, lower(t))", 2, k2280 },
  { "(s, t) -> upper(rtrim(s, ' 12 '))", 2, k2281 },
  { "(s, t) -> coalesce(nullif(s, s), hex(s))", 2, k2282 },
  { "(s, t) -> min(round(s, '2'), round(1.0) COLLATE NOCASE)", 2, k2283 },
  { "(s, t) -> unicode(length(0) NOT LIKE 'x%')", 2, k2284 },
  { "(s, t) -> s NOT LIKE '%'", 2, k2285 },
  { "(s, t) -> typeof(max(CASE WHEN -3.75 THEN t ELSE t END, substr('-0', 3) COLLATE NOCASE))", 2, k2286 },
  { "(s, t) -> substring(t * 0, 9223372036854775807)", 2, k2287 },
  { "(s, t) -> char(1114112, unicode(instr(lower(printf('%5.2f', 1e15)), format('%#.3g', '_'))))", 2, k2288 },
  { "(s, t) -> ltrim(length(s))", 2, k2289 },
  { "(s, t) -> max(format('% d|%-6i|', s BETWEEN s AND 7, CASE -0.0 WHEN s THEN s WHEN s THEN 3 ELSE 'x' END), s COLLATE NOCASE) IS NULL", 2, k2290 },
  { "(s, t) -> substring(abs(x'6162'), 1, t)", 2, k2291 },
  { "(s, t) -> CASE rtrim(7, s) COLLATE BINARY IS (s >> s) WHEN s THEN min(t, s, t) NOT GLOB t WHEN ltrim(instr(s, s), NOT s) THEN ' ' ELSE typeof(nullif(s, NULL)) END", 2, k2292 },
  { "(s, t) -> printf('%e', printf('%5.2f', 'abc')) IS ((NOT '\303\251\346\227\245') NOT LIKE 'A_C')", 2, k2293 },
  { "(s, t) -> iif(upper(s), NULL, replace(rtrim('AbC', s), nullif(' ' COLLATE RTRIM, '3'), 'XY'))", 2, k2294 },
  { "(s, t) -> (CASE WHEN 'a%' THEN s ELSE s END) < substr('AbC', 2)", 2, k2295 },
  { "(s, t) -> min(CASE t WHEN 2.5 THEN s WHEN t THEN '1abc' ELSE ' 12 ' END, t, s)", 2, k2296 },
  { "(s, t) -> round('abc', 64)", 2, k2297 },
  { "(s, t) -> instr(round(0.1), '-0' LIKE 'A_C' ESCAPE '\134')", 2, k2298 },
  { "(s, t) -> quote(trim(s, s)) & (nullif(t, '-0') BETWEEN printf('% d|%-6i|', 9223372036854775807, s) AND t)", 2, k2299 },
  { "(s, t) -> max(coalesce(t, -0.0) <> max(s, s COLLATE NOCASE), nullif(-1, min('2.5' COLLATE RTRIM, t)), '')", 2, k2300 },
  { "(s, t) -> format('%-+9.2e', s NOT LIKE '_b_')", 2, k2301 },
  { "(s, t) -> CAST(coalesce(replace(t COLLATE BINARY <= t, ltrim(t, t), '\303\251'), length(s >= -3.75)) AS BLOB)", 2, k2302 },
  { "(s, t) -> max(s, iif('\303\251\346\227\245' == s, substr('', 9223372036854775807), NOT t), 9223372036854775807)", 2, k2303 },
  { "(s, t) -> NOT nullif(typeof('1e3'), min('2.5', '-0', '%'))", 2, k2304 },
  { "(s, t) -> typeof(CASE WHEN t THEN t ELSE '3' END)", 2, k2305 },
  { "(s, t) -> length(ifnull(s, -9223372036854775807)) LIKE 'x%' ESCAPE '\134'", 2, k2306 },
  { "(s, t) -> (t % x'') AND ('x' + s)", 2, k2307 },
  { "(s, t) -> ltrim(printf('%5.2f', t) LIKE '%_%' ESCAPE '\134', substr(t, '2'))", 2, k2308 },
  { "(s, t) -> substr((max(1, (-0.0) COLLATE NOCASE) GLOB '*') IN (s NOT IN (min('_' COLLATE NOCASE, t), 2.5), s), 64)", 2, k2309 },
  { "(s, t) -> typeof(CAST(t AS NUMERIC))", 2, k2310 },
  { "(s, t) -> min(replace(s, t, '\303\251'), t LIKE '%c' ESCAPE '\134') NOT BETWEEN ifnull(CASE WHEN 'x' THEN s ELSE -0.0 END, 'a%' == s) AND 3", 2, k2311 },
  { "(s, t) -> -2.5", 2, k2312 },
  { "(s, t) -> replace(instr(s, -0.0), round(t, 5), NULL)", 2, k2313 },
  { "(s, t) -> like('%x', substr(~rtrim(9223372036854775807), '2', -9223372036854775807))", 2, k2314 },
  { "(s, t) -> nullif(s, s) <= (CASE t WHEN '' THEN '1e3' WHEN 2.5 THEN 0 ELSE s END)", 2, k2315 },
  { "(s, t) -> s IN (printf('%5c', '\303\251\346\227\245'), x'')", 2, k2316 },
  { "(s, t) -> abs(s COLLATE RTRIM != (-3.75))", 2, k2317 },
  { "(s, t) -> ltrim(-'1e3')", 2, k2318 },
  { "(s, t) -> min(quote(round(t, 2)) COLLATE RTRIM, unicode(printf('%e', substring(7, -1, '2'))))", 2, k2319 },
  { "(s, t) -> min(trim(lower(s) NOTNULL, rtrim(s, 7)), s COLLATE RTRIM)", 2, k2320 },
  { "(s, t) -> substr(instr(-9223372036854775807, s), t, 9223372036854775807) NOT LIKE 'abc'", 2, k2321 },
  { "(s, t) -> char(65, unicode(nullif(s COLLATE NOCASE, t) < 0.1))", 2, k2322 },
  { "(s, t) -> s AND substring(1e15 COLLATE BINARY <= s, 2)", 2, k2323 },
  { "(s, t) -> min((x'') COLLATE BINARY >= 1.0, (s > 1.0) COLLATE NOCASE) NOT GLOB '[a-]*'", 2, k2324 },
  { "(s, t) -> char(233, unicode(max(lower(-3.75), s << 100)))", 2, k2325 },
  { "(s, t) -> 'abc' NOT BETWEEN '-0' AND '2.5'", 2, k2326 },
  { "(s, t) -> NOT ltrim(quote(t))", 2, k2327 },
  { "(s, t) -> coalesce(upper(t), iif(100, -3.75, t))", 2, k2328 },
  { "(s, t) -> (' 12 ' LIKE '%\134_%' ESCAPE '\134') NOT NULL", 2, k2329 },
  { "(s, t) -> char(0x1F600, unicode('3' * substring(replace(t, s, 'XY'), t, 0)))", 2, k2330 },
  { "(s, t) -> CASE s WHEN s THEN NOT 1e15 WHEN t THEN t ELSE s END", 2, k2331 },
  { "(s, t) -> CAST(max((' 12 ' NOTNULL) LIKE '%x' ESCAPE '\134', t COLLATE RTRIM) AS TEXT)", 2, k2332 },
  { "(s, t) -> length(CAST(2 AS TEXT)) NOT BETWEEN format('%.2g', lower(s)) AND 1", 2, k2333 },
  { "(s, t) -> round(substr(('abc' IN (s, s)) NOT LIKE '%\346\227\245%', -1, -2))", 2, k2334 },
  { "(s, t) -> ~(hex(ltrim(s, '\303\251\346\227\245')) != s)", 2, k2335 },
  { "(s, t) -> like('%x', coalesce(~s, min(t, t BETWEEN (x'6162') AND s, s)))", 2, k2336 },
  { "(s, t) -> substring(format('%-8s|', -1), 64)", 2, k2337 },
  { "(s, t) -> substring(0.1, 1.5, t)", 2, k2338 },
  { "(s, t) -> nullif('-0' COLLATE RTRIM, format('%5.2f', ' 12 ' NOT GLOB '*['))", 2, k2339 },
  { "(s, t) -> like('%b%', CASE WHEN s THEN t END) % min(-0.0, s) ISNULL", 2, k2340 },
  { "(s, t) -> quote(CASE WHEN t THEN t ELSE -9223372036854775807 END)", 2, k2341 },
  { "(s, t) -> NOT (~instr(s, '1e3'))", 2, k2342 },
  { "(s, t) -> instr(s > typeof(1e15), 1.0) BETWEEN (CASE WHEN nullif(instr(s, 'abc') COLLATE NOCASE, instr('a%', NULL)) THEN nullif(s, s) OR ('_' IS NOT '-0') END) AND (-0.0)", 2, k2343 },
  { "(s, t) -> char(0x1F600, unicode(t))", 2, k2344 },
  { "(s, t) -> '1abc' OR (3 IS NULL)", 2, k2345 },
  { "(s, t) -> ifnull(char(NULL, unicode(s)), 3 LIKE 'x%' ESCAPE '\134')", 2, k2346 },
  { "(s, t) -> char(NULL, unicode(lower(s) NOT NULL)) != like('a%', nullif(substring(t, 0, -2) COLLATE RTRIM, -9223372036854775807))", 2, k2347 },
  { "(s, t) -> lower(rtrim(~t))", 2, k2348 },
  { "(s, t) -> quote(instr(lower(min(t, '-0')), char(65, unicode(s))))", 2, k2349 },
  { "(s, t) -> 100 NOT BETWEEN length(abs(t)) AND s", 2, k2350 },
  { "(s, t) -> 'abc' / round(CASE WHEN s THEN ' 12 ' ELSE t END)", 2, k2351 },
  { "(s, t) -> like('%b%', '3' OR t)", 2, k2352 },
  { "(s, t) -> CAST(trim('1e3' LIKE '%\303\226%' ESCAPE '\134') AS NUMERIC)", 2, k2353 },
  { "(s, t) -> -coalesce(iif(s, 3, 0.1) + s - s, length(nullif(' ', '1abc')))", 2, k2354 },
  { "(s, t) -> round(substring(-substr(-1, 1.5), 64, -1))", 2, k2355 },
  { "(s, t) -> quote(unicode(' '))", 2, k2356 },
  { "(s, t) -> like('%', CASE '3' WHEN s THEN s WHEN s THEN 1.0 ELSE t END)", 2, k2357 },
  { "(s, t) -> round(-1, 3) - (0.1 LIKE 'x%')", 2, k2358 },
  { "(s, t) -> (NOT substring('\303\251\346\227\245', 64)) NOTNULL", 2, k2359 },
  { "(s, t) -> CASE WHEN substring('x' NOTNULL, '2', 3) THEN typeof('3') ELSE (0 COLLATE RTRIM > t) NOT IN ('%' + s, 'x') END", 2, k2360 },
  { "(s, t) -> substring(nullif(substr(ltrim(s, s), 64) COLLATE NOCASE, like('%\134_%', s <> t)), 9223372036854775807, -9223372036854775807)", 2, k2361 },
  { "(s, t) -> nullif(s, s) BETWEEN (CASE WHEN 1.0 THEN t END) AND s", 2, k2362 },
  { "(s, t) -> substr('abc', t, t)", 2, k2363 },
  { "(s, t) -> min(max(replace(s, s, 'XY'), iif(s, s, s)), char(-1, unicode(s % (-9223372036854775807))))", 2, k2364 },
  { "(s, t) -> like('%\134_%', x'6162') LIKE 'abc' ESCAPE '\134'", 2, k2365 },
  { "(s, t) -> max(7 COLLATE NOCASE, replace(min(t, ' '), t GLOB '*[a-c]*', NULL))", 2, k2366 },
  { "(s, t) -> CASE '0x1F' < max(s COLLATE NOCASE, '\303\251\346\227\245') WHEN x'6162' THEN min(t COLLATE NOCASE != ' ', min(s COLLATE RTRIM, s) COLLATE RTRIM) WHEN iif(max('1e3', t, 1e15), CAST(-0.0 AS NUMERIC), 0 IN (t, 1e15)) THEN ' ' ELSE CASE WHEN like('A_C', t) THEN '3' LIKE 'x%' ESCAPE '\134' ELSE unicode('_') END END", 2, k2367 },
  { "(s, t) -> unicode(s) NOT LIKE 'x\134%'", 2, k2368 },
  { "(s, t) -> upper(s * s) NOT GLOB upper(t)", 2, k2369 },
  { "(s, t) -> -(+ltrim(s))", 2, k2370 },
  { "(s, t) -> (~t) & 'AbC'", 2, k2371 },
  { "(s, t) -> -(('' NOT IN (s, -9223372036854775807)) GLOB '*[]x]*')", 2, k2372 },
  { "(s, t) -> substr(char(1114112, unicode(s)), 1.5, 0)", 2, k2373 },
  { "(s, t) -> instr(0, '' LIKE '%b%' ESCAPE '\134')", 2, k2374 },
  { "(s, t) -> round(t, 2) = t", 2, k2375 },
  { "(s, t) -> quote(t) IS NULL", 2, k2376 },
  { "(s, t) -> CASE WHEN abs(s) THEN -t ELSE replace(substr(s, -1) OR t, s, NULL) END", 2, k2377 },
  { "(s, t) -> trim(replace(like(lower(t), t), trim(s), '-') / (((-1) IN (s, t)) BETWEEN 100 AND t))", 2, k2378 },
  { "(s, t) -> ('x' NOTNULL) NOT BETWEEN 2.5 AND s", 2, k2379 },
  { "(s, t) -> abs(s >= s NOT LIKE 'x\134%')", 2, k2380 },
  { "(s, t) -> rtrim(hex(NULL), char(0, unicode('3'))) COLLATE RTRIM >= (CASE WHEN (s IN (s, 'a%')) NOT BETWEEN '2.5' AND '0x1F' THEN ((-1) NOT IN (s, 7)) GLOB t END)", 2, k2381 },
  { "upper(s)", 1, k2382 },
  { "(s, t) -> upper(s)||s", 2, k2383 },
  { "(s, t) -> length(s||t)", 2, k2384 },
  { "(s, t) -> length(CAST(s AS BLOB))", 2, k2385 },
  { "(s, t) -> lower(s)", 2, k2386 },
  { "(s, t) -> lower(t)||upper(t)", 2, k2387 },
  { "(s, t) -> upper(lower(s)) = upper(s)", 2, k2388 },
  { "(s, t) -> substr(s, t)", 2, k2389 },
  { "(s, t) -> substr(s, 2)", 2, k2390 },
  { "(s, t) -> substr(s, 0)", 2, k2391 },
  { "(s, t) -> substr(s, -1)", 2, k2392 },
  { "(s, t) -> substr(s, -3)", 2, k2393 },
  { "(s, t) -> substr(s, 9223372036854775807)", 2, k2394 },
  { "(s, t) -> substr(s, -9223372036854775807)", 2, k2395 },
  { "(s, t) -> substr(s, t, 2)", 2, k2396 },
  { "(s, t) -> substr(s, 2, t)", 2, k2397 },
  { "(s, t) -> substr(s, 0, 2)", 2, k2398 },
  { "(s, t) -> substr(s, 0, 1)", 2, k2399 },
  { "(s, t) -> substr(s, 0, -1)", 2, k2400 },
  { "(s, t) -> substr(s, 1, -1)", 2, k2401 },
  { "(s, t) -> substr(s, 3, -2)", 2, k2402 },
  { "(s, t) -> substr(s, -2, -5)", 2, k2403 },
  { "(s, t) -> substr(s, -9223372036854775807, 9223372036854775807)", 2, k2404 },
  { "(s, t) -> substr(s, 2, 9223372036854775807)", 2, k2405 },
  { "(s, t) -> substr(s, 9223372036854775807, -9223372036854775807)", 2, k2406 },
  { "(s, t) -> substr(s, 2, -9223372036854775807)", 2, k2407 },
  { "(s, t) -> substr(s, 1, 0)", 2, k2408 },
  { "(s, t) -> substr(s, 2.7, 1.9)", 2, k2409 },
  { "(s, t) -> substr(s, '2', '3')", 2, k2410 },
  { "(s, t) -> substr(s, NULL)", 2, k2411 },
  { "(s, t) -> substring(s, t)", 2, k2412 },
  { "(s, t) -> substring(s, 1, t)", 2, k2413 },
  { "(s, t) -> substr(s, t, t)", 2, k2414 },
  { "(s, t) -> substr(t, s)", 2, k2415 },
  { "(s, t) -> substr(s, -t, 3)", 2, k2416 },
  { "(s, t) -> substr(t, 2, 1)", 2, k2417 },
  { "(s, t) -> replace(s, t, 'XY')", 2, k2418 },
  { "(s, t) -> replace(s, 'a', t)", 2, k2419 },
  { "(s, t) -> replace(s, '', 'z')", 2, k2420 },
  { "(s, t) -> replace(s, t, NULL)", 2, k2421 },
  { "(s, t) -> replace(t, s, '')", 2, k2422 },
  { "(s, t) -> replace(s, 'x', 'yz')", 2, k2423 },
  { "(s, t) -> replace(s, s, t)", 2, k2424 },
  { "(s, t) -> replace(s, char(0), '0')", 2, k2425 },
  { "(s, t) -> replace(s, 1, 2)", 2, k2426 },
  { "(s, t) -> replace(s, t, t)", 2, k2427 },
  { "(s, t) -> ltrim(s)", 2, k2428 },
  { "(s, t) -> trim(s, t)", 2, k2429 },
  { "(s, t) -> ltrim(s, t)", 2, k2430 },
  { "(s, t) -> rtrim(s, t)", 2, k2431 },
  { "(s, t) -> trim(s, 'x ')", 2, k2432 },
  { "(s, t) -> trim(t, s)", 2, k2433 },
  { "(s, t) -> ltrim(s, '\303\251a')", 2, k2434 },
  { "(s, t) -> rtrim(s, '')", 2, k2435 },
  { "(s, t) -> trim(s, NULL)", 2, k2436 },
  { "(s, t) -> rtrim(s, char(0))", 2, k2437 },
  { "(s, t) -> instr(s, t)", 2, k2438 },
  { "(s, t) -> instr(t, s)", 2, k2439 },
  { "(s, t) -> instr(s, '')", 2, k2440 },
  { "(s, t) -> instr(s, 'b')", 2, k2441 },
  { "(s, t) -> instr(s, char(0))", 2, k2442 },
  { "(s, t) -> instr(s, '\303\251')", 2, k2443 },
  { "(s, t) -> instr(s, 1)", 2, k2444 },
  { "(s, t) -> hex(s||t)", 2, k2445 },
  { "(s, t) -> hex(s + 0)", 2, k2446 },
  { "(s, t) -> char(unicode(s))", 2, k2447 },
  { "(s, t) -> char(unicode(s), unicode(t))", 2, k2448 },
  { "(s, t) -> char(65, 0x1F600, 233)", 2, k2449 },
  { "(s, t) -> char(s)", 2, k2450 },
  { "(s, t) -> char(t, s)", 2, k2451 },
  { "(s, t) -> char(NULL)", 2, k2452 },
  { "(s, t) -> char(-1, 1114112, 1114111, 55296)", 2, k2453 },
  { "(s, t) -> char()", 2, k2454 },
  { "(s, t) -> length(char(0, 65))", 2, k2455 },
  { "(s, t) -> hex(char(s, 0, t))", 2, k2456 },
  { "(s, t) -> s LIKE t", 2, k2457 },
  { "(s, t) -> s NOT LIKE t", 2, k2458 },
  { "(s, t) -> s LIKE 'a%'", 2, k2459 },
  { "(s, t) -> s LIKE '%C'", 2, k2460 },
  { "(s, t) -> s LIKE t ESCAPE '\134'", 2, k2461 },
  { "(s, t) -> s LIKE 'a\134%' ESCAPE '\134'", 2, k2462 },
  { "(s, t) -> s LIKE 'x\134' ESCAPE '\134'", 2, k2463 },
  { "(s, t) -> s NOT LIKE t ESCAPE 'b'", 2, k2464 },
  { "(s, t) -> s LIKE t ESCAPE NULL", 2, k2465 },
  { "(s, t) -> like(t, s)", 2, k2466 },
  { "(s, t) -> like(t, s, 'b')", 2, k2467 },
  { "(s, t) -> like('%' || t || '%', s)", 2, k2468 },
  { "(s, t) -> s LIKE '\303\244%'", 2, k2469 },
  { "(s, t) -> upper(s) LIKE lower(s)", 2, k2470 },
  { "(s, t) -> s LIKE '%'", 2, k2471 },
  { "(s, t) -> s LIKE s", 2, k2472 },
  { "(s, t) -> s LIKE t COLLATE NOCASE", 2, k2473 },
  { "(s, t) -> s NOT LIKE t = 0", 2, k2474 },
  { "(s, t) -> s NOT LIKE 'a%' AND t", 2, k2475 },
  { "(s, t) -> s NOT LIKE t ESCAPE '\134' IS NULL", 2, k2476 },
  { "(s, t) -> s GLOB t", 2, k2477 },
  { "(s, t) -> s NOT GLOB t", 2, k2478 },
  { "(s, t) -> glob(t, s)", 2, k2479 },
  { "(s, t) -> s GLOB '*[a-c]*'", 2, k2480 },
  { "(s, t) -> s GLOB '[^a]*'", 2, k2481 },
  { "(s, t) -> s GLOB '[!a]*'", 2, k2482 },
  { "(s, t) -> s GLOB '\077*'", 2, k2483 },
  { "(s, t) -> s GLOB '[a-]*'", 2, k2484 },
  { "(s, t) -> s NOT GLOB t IS NULL", 2, k2485 },
  { "(s, t) -> s NOT GLOB '*' || t", 2, k2486 },
  { "(s, t) -> iif(s, 'yes', 'no')", 2, k2487 },
  { "(s, t) -> iif(t > s, s, t)", 2, k2488 },
  { "(s, t) -> iif(s IS NULL, 1, 2.5)", 2, k2489 },
  { "(s, t) -> coalesce(s, t)", 2, k2490 },
  { "(s, t) -> coalesce(NULL, t, s)", 2, k2491 },
  { "(s, t) -> coalesce(s, t, 'z')", 2, k2492 },
  { "(s, t) -> ifnull(s, t)", 2, k2493 },
  { "(s, t) -> ifnull(t, 0)", 2, k2494 },
  { "(s, t) -> nullif(s, t)", 2, k2495 },
  { "(s, t) -> nullif(s, 'abc')", 2, k2496 },
  { "(s, t) -> nullif(s COLLATE NOCASE, t)", 2, k2497 },
  { "(s, t) -> nullif(t, 1)", 2, k2498 },
  { "(s, t) -> abs(-s)", 2, k2499 },
  { "(s, t) -> min(s, t)", 2, k2500 },
  { "(s, t) -> max(s, t)", 2, k2501 },
  { "(s, t) -> min(s, t, 'm')", 2, k2502 },
  { "(s, t) -> max(s, 1, t)", 2, k2503 },
  { "(s, t) -> min(s COLLATE NOCASE, t)", 2, k2504 },
  { "(s, t) -> max(s, t COLLATE NOCASE)", 2, k2505 },
  { "(s, t) -> min(s, NULL)", 2, k2506 },
  { "(s, t) -> max(s COLLATE RTRIM, t)", 2, k2507 },
  { "(s, t) -> max(t, substr(s, 1) COLLATE NOCASE)", 2, k2508 },
  { "(s, t) -> min(substr(s, 1), t COLLATE NOCASE)", 2, k2509 },
  { "(s, t) -> nullif(s, t COLLATE RTRIM)", 2, k2510 },
  { "(s, t) -> typeof(s + t)", 2, k2511 },
  { "(s, t) -> quote(t)", 2, k2512 },
  { "(s, t) -> quote(s || t)", 2, k2513 },
  { "(s, t) -> quote(s + 0)", 2, k2514 },
  { "(s, t) -> round(s, t)", 2, k2515 },
  { "(s, t) -> round(s, 2)", 2, k2516 },
  { "(s, t) -> round(t, -1)", 2, k2517 },
  { "(s, t) -> round(2.5)", 2, k2518 },
  { "(s, t) -> round(-2.5)", 2, k2519 },
  { "(s, t) -> round(s, 40)", 2, k2520 },
  { "(s, t) -> round(s * 1.0, 1)", 2, k2521 },
  { "(s, t) -> round(t, 1) || ''", 2, k2522 },
  { "(s, t) -> printf('%s|%s', s, t)", 2, k2523 },
  { "(s, t) -> printf('%d', s)", 2, k2524 },
  { "(s, t) -> printf('%i', t)", 2, k2525 },
  { "(s, t) -> printf('%5d|%-5d|%05d|%+d|% d', s, s, s, s, s)", 2, k2526 },
  { "(s, t) -> printf('%x %X %o', s, s, s)", 2, k2527 },
  { "(s, t) -> printf('%#x %#X %#o', t, t, t)", 2, k2528 },
  { "(s, t) -> printf('%08x|%-8X|%.3o', s, s, s)", 2, k2529 },
  { "(s, t) -> printf('%5c|%-3c|', t, t)", 2, k2530 },
  { "(s, t) -> printf('%f', s)", 2, k2531 },
  { "(s, t) -> printf('%.2f|%10.3f|%-10.1f|%+.0f|%010.2f', s, s, s, s, s)", 2, k2532 },
  { "(s, t) -> printf('%e', s)", 2, k2533 },
  { "(s, t) -> printf('%.3e|%12.2e|%-+12.1e', t, t, t)", 2, k2534 },
  { "(s, t) -> printf('%g', s)", 2, k2535 },
  { "(s, t) -> printf('%.3g|%10g|%#g|%-12.8g', s, s, s, s)", 2, k2536 },
  { "(s, t) -> printf('%%|%s%%', s)", 2, k2537 },
  { "(s, t) -> printf('%q', s)", 2, k2538 },
  { "(s, t) -> printf('%Q', s)", 2, k2539 },
  { "(s, t) -> printf('%Q', t)", 2, k2540 },
  { "(s, t) -> printf('%.3s|%10s|%-10s|', s, s, s)", 2, k2541 },
  { "(s, t) -> printf('%.*s', t, s)", 2, k2542 },
  { "(s, t) -> printf('%*d', t % 30, s)", 2, k2543 },
  { "(s, t) -> printf('%s', s)", 2, k2544 },
  { "(s, t) -> printf('%.5s', s)", 2, k2545 },
  { "(s, t) -> printf('%d %s')", 2, k2546 },
  { "(s, t) -> printf('%c', '')", 2, k2547 },
  { "(s, t) -> printf('%.20f', 0.1)", 2, k2548 },
  { "(s, t) -> printf('%d|%x|%o', 9223372036854775807, -1, -1)", 2, k2549 },
  { "(s, t) -> printf('%5.1s|', s)", 2, k2550 },
  { "(s, t) -> printf('%.0e|%.0g|%.0f', s, s, s)", 2, k2551 },
  { "(s, t) -> printf('%s %d %f', t, t, t)", 2, k2552 },
  { "(s, t) -> format('%d-%s', s, t)", 2, k2553 },
  { "(s, t) -> format('%q', t)", 2, k2554 },
  { "(s, t) -> printf(NULL, s)", 2, k2555 },
  { "(s, t) -> printf('%s')", 2, k2556 },
  { "(s, t) -> printf(t, s)", 2, k2557 },
  { "(s, t) -> printf('%-*s|', -5, s)", 2, k2558 },
  { "(s, t) -> printf('%.3q|%.2Q', s, s)", 2, k2559 },
  { "(s, t) -> s || t", 2, k2560 },
  { "(s, t) -> s || 1.0", 2, k2561 },
  { "(s, t) -> t || -0.0", 2, k2562 },
  { "(s, t) -> s || NULL", 2, k2563 },
  { "(s, t) -> 1e15 || ''", 2, k2564 },
  { "(s, t) -> -0.0 || ''", 2, k2565 },
  { "(s, t) -> 1.0 || ''", 2, k2566 },
  { "(s, t) -> s || s || t", 2, k2567 },
  { "(s, t) -> (s + 0) || ''", 2, k2568 },
  { "(s, t) -> (t * 1.0) || ''", 2, k2569 },
  { "(s, t) -> s * t", 2, k2570 },
  { "(s, t) -> s / t", 2, k2571 },
  { "(s, t) -> s % t", 2, k2572 },
  { "(s, t) -> s + t", 2, k2573 },
  { "(s, t) -> s - t", 2, k2574 },
  { "(s, t) -> s * 2", 2, k2575 },
  { "(s, t) -> s + 0", 2, k2576 },
  { "(s, t) -> s - 1", 2, k2577 },
  { "(s, t) -> s / 2", 2, k2578 },
  { "(s, t) -> s / 0", 2, k2579 },
  { "(s, t) -> s % 0", 2, k2580 },
  { "(s, t) -> s % 2.5", 2, k2581 },
  { "(s, t) -> s % -3", 2, k2582 },
  { "(s, t) -> 9223372036854775807 + s", 2, k2583 },
  { "(s, t) -> s * 9223372036854775807", 2, k2584 },
  { "(s, t) -> -9223372036854775807 - s", 2, k2585 },
  { "(s, t) -> 9223372036854775807 + 1", 2, k2586 },
  { "(s, t) -> (s - 1) / t", 2, k2587 },
  { "(s, t) -> (s - 1) % t", 2, k2588 },
  { "(s, t) -> s / 2.0", 2, k2589 },
  { "(s, t) -> s + t * 2 - 1", 2, k2590 },
  { "(s, t) -> s * 1.0 / 3", 2, k2591 },
  { "(s, t) -> s & t", 2, k2592 },
  { "(s, t) -> s | t", 2, k2593 },
  { "(s, t) -> s << t", 2, k2594 },
  { "(s, t) -> s >> t", 2, k2595 },
  { "(s, t) -> s << 63", 2, k2596 },
  { "(s, t) -> s >> 70", 2, k2597 },
  { "(s, t) -> s << -1", 2, k2598 },
  { "(s, t) -> ~s", 2, k2599 },
  { "(s, t) -> ~t", 2, k2600 },
  { "(s, t) -> s & 1 | 2", 2, k2601 },
  { "(s, t) -> s << 1 >> 1", 2, k2602 },
  { "(s, t) -> +s", 2, k2603 },
  { "(s, t) -> -t", 2, k2604 },
  { "(s, t) -> - - s", 2, k2605 },
  { "(s, t) -> -(s - 1)", 2, k2606 },
  { "(s, t) -> +t || ''", 2, k2607 },
  { "(s, t) -> s < t", 2, k2608 },
  { "(s, t) -> s <= t", 2, k2609 },
  { "(s, t) -> s > t", 2, k2610 },
  { "(s, t) -> s >= t", 2, k2611 },
  { "(s, t) -> s = t", 2, k2612 },
  { "(s, t) -> s == t", 2, k2613 },
  { "(s, t) -> s != t", 2, k2614 },
  { "(s, t) -> s <> t", 2, k2615 },
  { "(s, t) -> s IS t", 2, k2616 },
  { "(s, t) -> s IS NOT t", 2, k2617 },
  { "(s, t) -> s = 12", 2, k2618 },
  { "(s, t) -> s = '12'", 2, k2619 },
  { "(s, t) -> s > 5", 2, k2620 },
  { "(s, t) -> s < 'b'", 2, k2621 },
  { "(s, t) -> '10' = 10", 2, k2622 },
  { "(s, t) -> s || t = t || s", 2, k2623 },
  { "(s, t) -> 1 < 2 = 1", 2, k2624 },
  { "(s, t) -> s || t < t", 2, k2625 },
  { "(s, t) -> s = s", 2, k2626 },
  { "(s, t) -> s < x'00'", 2, k2627 },
  { "(s, t) -> s > 1e308", 2, k2628 },
  { "(s, t) -> s IN (t, 'abc', 1)", 2, k2629 },
  { "(s, t) -> s NOT IN (t, 'abc', 1)", 2, k2630 },
  { "(s, t) -> s IN (1, '1', 1.0)", 2, k2631 },
  { "(s, t) -> t IN (s)", 2, k2632 },
  { "(s, t) -> s IN (NULL, 'a')", 2, k2633 },
  { "(s, t) -> s NOT IN (NULL, 'a')", 2, k2634 },
  { "(s, t) -> s COLLATE NOCASE IN (t, 'ABC')", 2, k2635 },
  { "(s, t) -> s BETWEEN t AND 'm'", 2, k2636 },
  { "(s, t) -> s NOT BETWEEN 1 AND t", 2, k2637 },
  { "(s, t) -> s BETWEEN 'a' AND 'z'", 2, k2638 },
  { "(s, t) -> s BETWEEN t AND 'z' COLLATE NOCASE", 2, k2639 },
  { "(s, t) -> s COLLATE NOCASE BETWEEN t AND 'z'", 2, k2640 },
  { "(s, t) -> s BETWEEN -1 AND 1", 2, k2641 },
  { "(s, t) -> s NOT BETWEEN 1 AND t = 0", 2, k2642 },
  { "(s, t) -> s NOT BETWEEN 'a' AND 'z' AND t", 2, k2643 },
  { "(s, t) -> s ISNULL", 2, k2644 },
  { "(s, t) -> s NOT NULL", 2, k2645 },
  { "(s, t) -> s IS NULL OR t IS NOT NULL", 2, k2646 },
  { "(s, t) -> (s || t) ISNULL", 2, k2647 },
  { "(s, t) -> s AND t", 2, k2648 },
  { "(s, t) -> s OR t", 2, k2649 },
  { "(s, t) -> NOT (s AND t)", 2, k2650 },
  { "(s, t) -> NOT s OR NOT t", 2, k2651 },
  { "(s, t) -> s AND NULL", 2, k2652 },
  { "(s, t) -> s OR NULL", 2, k2653 },
  { "(s, t) -> NOT NOT t", 2, k2654 },
  { "(s, t) -> s = t COLLATE NOCASE", 2, k2655 },
  { "(s, t) -> s COLLATE NOCASE = t", 2, k2656 },
  { "(s, t) -> s COLLATE RTRIM = t", 2, k2657 },
  { "(s, t) -> s COLLATE RTRIM < t", 2, k2658 },
  { "(s, t) -> s COLLATE NOCASE <> t COLLATE BINARY", 2, k2659 },
  { "(s, t) -> s COLLATE BINARY = t COLLATE NOCASE", 2, k2660 },
  { "(s, t) -> s = 'ABC' COLLATE NOCASE", 2, k2661 },
  { "(s, t) -> s COLLATE RTRIM IS t", 2, k2662 },
  { "(s, t) -> CASE s WHEN t THEN 1 ELSE 0 END", 2, k2663 },
  { "(s, t) -> CASE s COLLATE NOCASE WHEN 'abc' THEN 'hit' WHEN t THEN 't' ELSE 'miss' END", 2, k2664 },
  { "(s, t) -> CASE WHEN s THEN 'truthy' WHEN t THEN 't' END", 2, k2665 },
  { "(s, t) -> CASE WHEN s < t THEN s ELSE t END", 2, k2666 },
  { "(s, t) -> CASE WHEN s IS NULL THEN t ELSE length(s) END", 2, k2667 },
  { "(s, t) -> CASE t WHEN 1 THEN 'one' WHEN '1' THEN 'text one' WHEN NULL THEN 'never' END", 2, k2668 },
  { "(s, t) -> CASE typeof(s) WHEN 'text' THEN upper(s) WHEN 'integer' THEN s + 1 ELSE quote(s) END", 2, k2669 },
  { "(s, t) -> CASE s WHEN 12 THEN 'int' WHEN '12' THEN 'text' ELSE 'none' END", 2, k2670 },
  { "(s, t) -> CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END || 'abc'", 2, k2671 },
  { "(s, t) -> CAST(s AS TEXT)", 2, k2672 },
  { "(s, t) -> CAST(s AS INTEGER)", 2, k2673 },
  { "(s, t) -> CAST(t AS INTEGER) + 1", 2, k2674 },
  { "(s, t) -> CAST(s AS INTEGER) = t", 2, k2675 },
  { "(s, t) -> CAST(s AS TEXT) = t", 2, k2676 },
  { "(s, t) -> CAST(s AS REAL) < t", 2, k2677 },
  { "(s, t) -> CAST(s AS NUMERIC) = t", 2, k2678 },
  { "(s, t) -> CAST(CAST(s AS BLOB) AS TEXT)", 2, k2679 },
  { "(s, t) -> typeof(CAST(s AS NUMERIC))", 2, k2680 },
  { "(s, t) -> CAST(s AS NUMERIC) || ''", 2, k2681 },
  { "(s, t) -> CAST(t AS REAL) || ''", 2, k2682 },
  { "(s, t) -> CAST(s AS TEXT) IN (t, 1)", 2, k2683 },
  { "(s, t) -> CAST(t AS INTEGER) BETWEEN s AND 100", 2, k2684 },
  { "(s, t) -> CAST(t AS REAL) = s || s", 2, k2685 },
  { "(s, t) -> CAST(s AS INTEGER) < upper(t)", 2, k2686 },
  { "(s, t) -> CAST(s AS TEXT) > t + 1", 2, k2687 },
  { "(s, t) -> let u = upper(s); u || u", 2, k2688 },
  { "(s, t) -> let a = s || t; let a = a || a; length(a)", 2, k2689 },
  { "(s, t) -> let n = length(s); CASE WHEN n > 2 THEN substr(s, n - 1) ELSE s || s END", 2, k2690 },
  { "(s, t) -> let r = CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END; r || 'abc'", 2, k2691 },
  { "(s, t) -> let x = coalesce(s, t); let y = replace(x, 'a', 'A'); y || '-' || x", 2, k2692 },
  { "(s, t) -> let p = trim(s); let q = trim(t); iif(p = q, 'same', p || q)", 2, k2693 },
  { "(s, t) -> let v = s + 0; typeof(v) || v", 2, k2694 },
  { "(a, b) -> let s = b; let t = a; t || s", 2, k2695 },
  { "(s, t) -> length(CAST(x'610062' AS TEXT))", 2, k2696 },
  { "(s, t) -> length(CAST(x'E6978080' AS TEXT)) || length(CAST(x'80' AS TEXT))", 2, k2697 },
  { "(s, t) -> substr(CAST(x'610062' AS TEXT), 1, 3)", 2, k2698 },
  { "(s, t) -> quote(CAST(x'610062' AS TEXT))", 2, k2699 },
  { "(s, t) -> hex(CAST(x'610062' AS TEXT))", 2, k2700 },
  { "(s, t) -> replace(CAST(x'610062' AS TEXT), char(0), '-')", 2, k2701 },
  { "(s, t) -> CAST(x'610062' AS TEXT) = CAST(x'610063' AS TEXT)", 2, k2702 },
  { "(s, t) -> CAST(x'610062' AS TEXT) LIKE 'a'", 2, k2703 },
  { "(s, t) -> trim(CAST(x'20610020' AS TEXT))", 2, k2704 },
  { "(s, t) -> substr('abc', 0, 2)", 2, k2705 },
  { "(s, t) -> substr('abcdef', 4, -2)", 2, k2706 },
  { "(s, t) -> replace('abc', '', 'x')", 2, k2707 },
  { "(s, t) -> replace('abc', 'z', NULL)", 2, k2708 },
  { "(s, t) -> trim('  a  b  ')", 2, k2709 },
  { "(s, t) -> trim('xaxbx', 'x')", 2, k2710 },
  { "(s, t) -> trim('abcba', 'ab')", 2, k2711 },
  { "(s, t) -> instr('', '')", 2, k2712 },
  { "(s, t) -> instr(s, '') = 1", 2, k2713 },
  { "(s, t) -> hex(char(NULL))", 2, k2714 },
  { "(s, t) -> char(NULL) = char(0)", 2, k2715 },
  { "(s, t) -> unicode(CAST(x'C3' AS TEXT))", 2, k2716 },
  { "(s, t) -> unicode(CAST(x'80' AS TEXT))", 2, k2717 },
  { "(s, t) -> unicode('')", 2, k2718 },
  { "(s, t) -> 'a' LIKE 'A'", 2, k2719 },
  { "(s, t) -> '\303\244' LIKE '\303\204'", 2, k2720 },
  { "(s, t) -> 'abc' LIKE 'abc\134' ESCAPE '\134'", 2, k2721 },
  { "(s, t) -> 'abc' GLOB '[^a]bc'", 2, k2722 },
  { "(s, t) -> 'abc' GLOB '[!a]bc'", 2, k2723 },
  { "(s, t) -> 'abc' GLOB 'a[bc'", 2, k2724 },
  { "(s, t) -> '1abc' AND 1", 2, k2725 },
  { "(s, t) -> ' 1' AND 1", 2, k2726 },
  { "(s, t) -> iif('0.0x', 1, 0)", 2, k2727 },
  { "(s, t) -> CASE WHEN ' 1' THEN 1 ELSE 0 END", 2, k2728 },
  { "(s, t) -> NOT '1abc'", 2, k2729 },
  { "(s, t) -> 1 || 2 < 3", 2, k2730 },
  { "(s, t) -> s = 12 OR s = '12'", 2, k2731 },
  { "(s, t) -> CASE WHEN s THEN 1 ELSE 0 END", 2, k2732 },
  { "(s, t) -> iif(t, 'T', 'F')", 2, k2733 },
  { "(s, t) -> abs(s - 1)", 2, k2734 },
  { "(s, t) -> abs(t - 1)", 2, k2735 },
  { "(s, t) -> t LIKE s", 2, k2736 },
  { "(s, t) -> s GLOB s", 2, k2737 },
  { "(s, t) -> like(s, t)", 2, k2738 },
  { "(s, t) -> s LIKE t ESCAPE 'ab'", 2, k2739 },
  { "(s, t) -> like(t, s, '')", 2, k2740 },
  { "(s, t) -> CASE WHEN s IS NULL THEN (s LIKE t ESCAPE 'ab') END", 2, k2741 },
  { "(s, t) -> CASE WHEN t IS NULL THEN (t LIKE s) END", 2, k2742 },
  { "(s, t) -> CASE WHEN s = 'a' THEN abs(-9223372036854775807 - 1) END", 2, k2743 },
  { "s -> abs(s)", 1, k2744 },
  { "(s, p) -> s LIKE p", 2, k2745 },
  { "(s, p) -> startswith(s, p)", 2, k2746 },
  { "(s, p) -> endswith(s, p)", 2, k2747 },
  { "(s, p) -> contains(s, p)", 2, k2748 },
  { "(s, p) -> count(s, p)", 2, k2749 },
  { "(s, p) -> find(s, p)", 2, k2750 },
  { "(s, p) -> rfind(s, p)", 2, k2751 },
  { "(s, p, n) -> find(s, p, n)", 3, k2752 },
  { "(s, p, n) -> rfind(s, p, n)", 3, k2753 },
  { "(s, n) -> repeat(s, n)", 2, k2754 },
  { "s -> reverse(s)", 1, k2755 },
  { "s -> hex(reverse(s))", 1, k2756 },
  { "(s, n) -> zfill(s, n)", 2, k2757 },
  { "s -> title(s)", 1, k2758 },
  { "s -> capitalize(s)", 1, k2759 },
  { "s -> swapcase(s)", 1, k2760 },
  { "s -> unicode_upper(s)", 1, k2761 },
  { "s -> unicode_lower(s)", 1, k2762 },
  { "s -> isalpha(s)", 1, k2763 },
  { "s -> isdigit(s)", 1, k2764 },
  { "s -> isdecimal(s)", 1, k2765 },
  { "s -> isalnum(s)", 1, k2766 },
  { "s -> isspace(s)", 1, k2767 },
  { "s -> isupper(s)", 1, k2768 },
  { "s -> islower(s)", 1, k2769 },
  { "s -> istitle(s)", 1, k2770 },
  { "s -> lpad(s, 5)", 1, k2771 },
  { "s -> lpad(s, 5, 'xy')", 1, k2772 },
  { "s -> lpad(s, 2)", 1, k2773 },
  { "s -> lpad(s, 5, '')", 1, k2774 },
  { "s -> lpad(s, 2, '')", 1, k2775 },
  { "s -> lpad(s, 0)", 1, k2776 },
  { "s -> lpad(s, -1)", 1, k2777 },
  { "s -> lpad(s, 6, '\303\251\346\227\245')", 1, k2778 },
  { "s -> lpad(s, 5, '\303\251\346\227\245')", 1, k2779 },
  { "s -> lpad(s, 3)", 1, k2780 },
  { "s -> lpad(s, 5, 0)", 1, k2781 },
  { "s -> lpad(s, 3, '*')", 1, k2782 },
  { "(s, n) -> lpad(s, n, '-')", 2, k2783 },
  { "(s, n) -> lpad(s, n)", 2, k2784 },
  { "s -> rpad(s, 5)", 1, k2785 },
  { "s -> rpad(s, 5, 'xy')", 1, k2786 },
  { "s -> rpad(s, 2)", 1, k2787 },
  { "s -> rpad(s, 5, '')", 1, k2788 },
  { "s -> rpad(s, -5, 'x')", 1, k2789 },
  { "s -> rpad(s, 5, '\303\251\346\227\245')", 1, k2790 },
  { "s -> hex(rpad(s, 4))", 1, k2791 },
  { "s -> split_part(s, ',', 1)", 1, k2792 },
  { "s -> split_part(s, ',', 2)", 1, k2793 },
  { "s -> split_part(s, ',', 3)", 1, k2794 },
  { "s -> split_part(s, ',', 4)", 1, k2795 },
  { "s -> split_part(s, ',', -1)", 1, k2796 },
  { "s -> split_part(s, ',', -3)", 1, k2797 },
  { "s -> split_part(s, ',', -4)", 1, k2798 },
  { "s -> split_part(s, '~@~', 2)", 1, k2799 },
  { "s -> split_part(s, '', 1)", 1, k2800 },
  { "s -> split_part(s, '', -1)", 1, k2801 },
  { "s -> split_part(s, '', 2)", 1, k2802 },
  { "s -> split_part(s, 'aa', -1)", 1, k2803 },
  { "s -> split_part(s, '\346\227\245', 2)", 1, k2804 },
  { "s -> split_part(s, '.', 2)", 1, k2805 },
  { "(s, n) -> split_part(s, ',', n)", 2, k2806 },
  { "s -> concat(s, 1, NULL, 'xyz')", 1, k2807 },
  { "s -> concat(s)", 1, k2808 },
  { "concat(NULL, NULL)", 0, k2809 },
  { "s -> concat(s, s)", 1, k2810 },
  { "s -> concat(s, 2.5, -0.0)", 1, k2811 },
  { "s -> typeof(concat(s))", 1, k2812 },
  { "s -> concat_ws(',', 1, 2, 3, NULL, s)", 1, k2813 },
  { "s -> concat_ws(',', s, 2, '', NULL, 4)", 1, k2814 },
  { "s -> concat_ws(',', NULL, NULL, '', 3)", 1, k2815 },
  { "s -> concat_ws(s, 1, 2)", 1, k2816 },
  { "s -> concat_ws(s, NULL)", 1, k2817 },
  { "s -> concat_ws(s, 'a', 'b')", 1, k2818 },
  { "s -> concat_ws('\346\227\245', s, s)", 1, k2819 },
  { "s -> octet_length(s)", 1, k2820 },
  { "(a, b) -> levenshtein(a, b)", 2, k2821 },
  { "startswith(NULL, 'he')", 0, k2822 },
  { "startswith('hello', NULL)", 0, k2823 },
  { "endswith(NULL, 'lo')", 0, k2824 },
  { "endswith('hello', NULL)", 0, k2825 },
  { "contains(NULL, 'l')", 0, k2826 },
  { "contains('hello', NULL)", 0, k2827 },
  { "count(NULL, 'l')", 0, k2828 },
  { "count('hello', NULL)", 0, k2829 },
  { "find(NULL, 'l')", 0, k2830 },
  { "find('hello', NULL)", 0, k2831 },
  { "rfind(NULL, 'l', 2)", 0, k2832 },
  { "rfind('hello', NULL, 2)", 0, k2833 },
  { "rfind('hello', 'l', NULL)", 0, k2834 },
  { "repeat(NULL, 2)", 0, k2835 },
  { "repeat('ab', NULL)", 0, k2836 },
  { "reverse(NULL)", 0, k2837 },
  { "lpad(NULL, 4, 'x')", 0, k2838 },
  { "lpad('ab', NULL, 'x')", 0, k2839 },
  { "lpad('ab', 4, NULL)", 0, k2840 },
  { "rpad(NULL, 4, 'x')", 0, k2841 },
  { "rpad('ab', NULL, 'x')", 0, k2842 },
  { "rpad('ab', 4, NULL)", 0, k2843 },
  { "zfill(NULL, 3)", 0, k2844 },
  { "zfill('5', NULL)", 0, k2845 },
  { "title(NULL)", 0, k2846 },
  { "capitalize(NULL)", 0, k2847 },
  { "swapcase(NULL)", 0, k2848 },
  { "isalpha(NULL)", 0, k2849 },
  { "isdigit(NULL)", 0, k2850 },
  { "isalnum(NULL)", 0, k2851 },
  { "isspace(NULL)", 0, k2852 },
  { "isupper(NULL)", 0, k2853 },
  { "islower(NULL)", 0, k2854 },
  { "istitle(NULL)", 0, k2855 },
  { "isdecimal(NULL)", 0, k2856 },
  { "split_part(NULL, ',', 2)", 0, k2857 },
  { "split_part('a,b', NULL, 2)", 0, k2858 },
  { "split_part('a,b', ',', NULL)", 0, k2859 },
  { "octet_length(NULL)", 0, k2860 },
  { "unicode_upper(NULL)", 0, k2861 },
  { "unicode_lower(NULL)", 0, k2862 },
  { "levenshtein(NULL, 'ac')", 0, k2863 },
  { "levenshtein('ab', NULL)", 0, k2864 },
  { "concat(NULL, 'a', NULL)", 0, k2865 },
  { "concat_ws(',', NULL)", 0, k2866 },
  { "concat_ws(NULL, NULL)", 0, k2867 },
  { "s -> concat(reverse(s), title(s), swapcase(s), unicode_upper(s), unicode_lower(s), capitalize(s), '.')", 1, k2868 },
  { "s -> isalpha(s) + isdigit(s) + isalnum(s) + isspace(s) + isupper(s) + islower(s) + istitle(s) + isdecimal(s)", 1, k2869 },
  { "s -> octet_length(s) + levenshtein(s, s) + count(s, s) + find(s, s) + rfind(s, s)", 1, k2870 },
  { "s -> zfill(s, 5)", 1, k2871 },
  { "s -> count(s, 0)", 1, k2872 },
  { "s -> find(s, 34)", 1, k2873 },
  { "s -> repeat(s, 3)", 1, k2874 },
  { "s -> startswith(s, '-')", 1, k2875 },
  { "s -> repeat('ab', s)", 1, k2876 },
  { "s -> typeof(repeat(s, 1))", 1, k2877 },
  { "s -> contains(s, x'62')", 1, k2878 },
  { "s -> hex(unicode_upper(s))", 1, k2879 },
  { "s -> find(s, 'b')", 1, k2880 },
  { "s -> length(s) = find(s, 'z')", 1, k2881 },
  { "s -> isalpha('a' || s)", 1, k2882 },
  { "s -> hex(title(s))", 1, k2883 },
  { "s -> hex(unicode_lower(s))", 1, k2884 },
  { "s -> hex(swapcase(s))", 1, k2885 },
  { "s -> levenshtein(s, CAST(x'C3A9' AS TEXT))", 1, k2886 },
  { "s -> count(s, CAST(x'A9' AS TEXT))", 1, k2887 },
  { "s -> endswith(s, CAST(x'A9' AS TEXT))", 1, k2888 },
  { "s -> hex(lpad(s, 3, CAST(x'80' AS TEXT)))", 1, k2889 },
  { "s -> hex(split_part(s, CAST(x'80' AS TEXT), 2))", 1, k2890 },
  { "s -> count(s, char(0))", 1, k2891 },
  { "s -> repeat(s, 1000000000000)", 1, k2892 },
  { "s -> repeat(s, 500000001)", 1, k2893 },
  { "s -> lpad(s, 2000000000)", 1, k2894 },
  { "s -> rpad(s, 9223372036854775807, 'xy')", 1, k2895 },
  { "s -> zfill(s, 1000000001)", 1, k2896 },
  { "s -> lpad(s, 500000001, '\303\251')", 1, k2897 },
  { "s -> lpad(s, 2000000000, '')", 1, k2898 },
  { "s -> zfill(s, -9223372036854775807 - 1)", 1, k2899 },
  { "s -> find(s, 'b', -9223372036854775807 - 1)", 1, k2900 },
  { "s -> find(s, 'b', 9223372036854775807)", 1, k2901 },
  { "s -> split_part(s, ',', -9223372036854775807 - 1)", 1, k2902 },
  { "(s, t, n) -> startswith(s, t)", 3, k2903 },
  { "(s, t, n) -> endswith(s, t)", 3, k2904 },
  { "(s, t, n) -> contains(s, t)", 3, k2905 },
  { "(s, t, n) -> count(s, t)", 3, k2906 },
  { "(s, t, n) -> find(s, t, n)", 3, k2907 },
  { "(s, t, n) -> rfind(s, t)", 3, k2908 },
  { "(s, t, n) -> repeat(s, n)", 3, k2909 },
  { "(s, t, n) -> reverse(s)", 3, k2910 },
  { "(s, t, n) -> lpad(s, n + 10, t)", 3, k2911 },
  { "(s, t, n) -> rpad(s, 12)", 3, k2912 },
  { "(s, t, n) -> zfill(s, n * 4)", 3, k2913 },
  { "(s, t, n) -> title(s)", 3, k2914 },
  { "(s, t, n) -> capitalize(s)", 3, k2915 },
  { "(s, t, n) -> swapcase(s)", 3, k2916 },
  { "(s, t, n) -> isalpha(s)", 3, k2917 },
  { "(s, t, n) -> isdigit(s)", 3, k2918 },
  { "(s, t, n) -> isalnum(s)", 3, k2919 },
  { "(s, t, n) -> isspace(s)", 3, k2920 },
  { "(s, t, n) -> isupper(s)", 3, k2921 },
  { "(s, t, n) -> islower(s)", 3, k2922 },
  { "(s, t, n) -> istitle(s)", 3, k2923 },
  { "(s, t, n) -> isdecimal(s)", 3, k2924 },
  { "(s, t, n) -> split_part(s, t, coalesce(nullif(n, 0), 1))", 3, k2925 },
  { "(s, t, n) -> concat(s, t, n)", 3, k2926 },
  { "(s, t, n) -> concat_ws(t, s, n, s)", 3, k2927 },
  { "(s, t, n) -> octet_length(s)", 3, k2928 },
  { "(s, t, n) -> unicode_upper(s)", 3, k2929 },
  { "(s, t, n) -> unicode_lower(s)", 3, k2930 },
  { "(s, t, n) -> levenshtein(s, t || s)", 3, k2931 },
  { "title(s)", 1, k2932 },
  { "startswith('hello', 'he')", 0, k2933 },
  { "endswith('hello', 'lo')", 0, k2934 },
  { "contains('hello', 'ell')", 0, k2935 },
  { "count('aaaa', 'aa')", 0, k2936 },
  { "count('h\303\251llo', '')", 0, k2937 },
  { "find('h\303\251llo', 'l')", 0, k2938 },
  { "find('hello', 'o', -1)", 0, k2939 },
  { "find('hello', 'z')", 0, k2940 },
  { "rfind('hello', 'l')", 0, k2941 },
  { "rfind('hello', 'l', 5)", 0, k2942 },
  { "repeat('ab', 3)", 0, k2943 },
  { "repeat('ab', -1)", 0, k2944 },
  { "reverse('h\303\251llo')", 0, k2945 },
  { "reverse(-1.5)", 0, k2946 },
  { "lpad('hi', 5, 'xy')", 0, k2947 },
  { "lpad('hello', 2)", 0, k2948 },
  { "lpad('hi', -1)", 0, k2949 },
  { "lpad('hi', 5, '')", 0, k2950 },
  { "rpad('hi', 5, 'xy')", 0, k2951 },
  { "rpad('hello', 2)", 0, k2952 },
  { "zfill('-42', 6)", 0, k2953 },
  { "zfill(7, 3)", 0, k2954 },
  { "title('they''re \307\206emal')", 0, k2955 },
  { "capitalize('hELLO wORLD')", 0, k2956 },
  { "swapcase('Stra\303\237e')", 0, k2957 },
  { "unicode_upper('\357\254\201x stra\303\237e')", 0, k2958 },
  { "unicode_lower('\316\237\316\224\316\237\316\243 \316\221\316\243')", 0, k2959 },
  { "isalpha('h\303\251llo')", 0, k2960 },
  { "isalpha('')", 0, k2961 },
  { "isdigit('12\302\262')", 0, k2962 },
  { "isdecimal('\331\241\331\242')", 0, k2963 },
  { "isdecimal('12\302\262')", 0, k2964 },
  { "isalnum('abc\302\275')", 0, k2965 },
  { "isspace(char(32, 9, 12288))", 0, k2966 },
  { "isupper('ABC 1')", 0, k2967 },
  { "islower('abc 1')", 0, k2968 },
  { "islower('123')", 0, k2969 },
  { "istitle('Hello World')", 0, k2970 },
  { "istitle('Hello world')", 0, k2971 },
  { "split_part('a,b,c', ',', 2)", 0, k2972 },
  { "split_part('a,b,c', ',', -1)", 0, k2973 },
  { "split_part('a,b,c', ',', 4)", 0, k2974 },
  { "split_part('abc', '', 1)", 0, k2975 },
  { "concat('a', NULL, 1, 2.5)", 0, k2976 },
  { "concat(NULL)", 0, k2977 },
  { "concat_ws(',', 'a', NULL, '', 3)", 0, k2978 },
  { "concat_ws(NULL, 'a')", 0, k2979 },
  { "octet_length('h\303\251llo')", 0, k2980 },
  { "levenshtein('kitten', 'sitting')", 0, k2981 },
  { "levenshtein('h\303\251llo', 'hello')", 0, k2982 },
  { "s -> upper(s)||s", 1, k2983 },
  { "(a, b) -> a || '-' || b", 2, k2984 },
  { "$2 || $1", 2, k2985 },
  { "42", 0, k2986 },
  { "s", 1, k2987 },
  { "abs(s)", 1, k2988 },
  { "s || '!'", 1, k2989 },
  { "lower(s)", 1, k2990 },
  { "length(s)", 1, k2991 },
  { "(a, b) -> a || b", 2, k2992 },
  { "upper(s) || s", 1, k2993 },
  { "(a, b) -> min(a COLLATE NOCASE, b)", 2, k2994 },
  { "(a, b) -> nullif(a COLLATE NOCASE, b)", 2, k2995 },
  { "s || 'cache-test'", 1, k2996 },
  { "s || 0", 1, k2997 },
  { "s || 1", 1, k2998 },
  { "s || 2", 1, k2999 },
  { "s || 3", 1, k3000 },
  { "s || 4", 1, k3001 },
  { "s || 5", 1, k3002 },
  { "s || 6", 1, k3003 },
  { "s || 7", 1, k3004 },
  { "s || 8", 1, k3005 },
  { "s || 9", 1, k3006 },
  { "s || 10", 1, k3007 },
  { "s || 11", 1, k3008 },
  { "s || 12", 1, k3009 },
  { "s || 13", 1, k3010 },
  { "s || 14", 1, k3011 },
  { "s || 15", 1, k3012 },
  { "s || 16", 1, k3013 },
  { "s || 17", 1, k3014 },
  { "s || 18", 1, k3015 },
  { "s || 19", 1, k3016 },
  { "s || 20", 1, k3017 },
  { "s || 21", 1, k3018 },
  { "s || 22", 1, k3019 },
  { "s || 23", 1, k3020 },
  { "s || 24", 1, k3021 },
  { "s || 25", 1, k3022 },
  { "s || 26", 1, k3023 },
  { "s || 27", 1, k3024 },
  { "s || 28", 1, k3025 },
  { "s || 29", 1, k3026 },
  { "s || 30", 1, k3027 },
  { "s || 31", 1, k3028 },
  { "s || 32", 1, k3029 },
  { "s || 33", 1, k3030 },
  { "s || 34", 1, k3031 },
  { "s || 35", 1, k3032 },
  { "s || 36", 1, k3033 },
  { "s || 37", 1, k3034 },
  { "s || 38", 1, k3035 },
  { "s || 39", 1, k3036 },
};
